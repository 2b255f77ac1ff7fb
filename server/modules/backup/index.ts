/**
 * The backup module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createBackupRouter } from "./router.ts";
export { RestoreError, restoreBackup } from "./restore.ts";
export { createBackupStream } from "./service.ts";
export { createAutomaticBackups, type AutomaticBackups } from "./automatic.ts";
export { backupKeyFile, loadBackupKey } from "./key.ts";
export { verifyArchive } from "./runs.ts";
export type { BackupStatus } from "./status.ts";
export { backupTargets, toPrune } from "./targets.ts";
