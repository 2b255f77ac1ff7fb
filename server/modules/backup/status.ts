/** What the automatic backups record in app_meta: the last good one, the last failure, the last drill. */

export interface BackupStatus {
  lastGood: { at: string; name: string; bytes: number; ms: number; targets: string[] } | null;
  /** The last failure since the last good backup (cleared by the next one). */
  failure: { at: string; message: string } | null;
  drill: {
    at: string;
    ok: boolean;
    message: string;
    archive: string;
    tables: number;
    rows: number;
    documents: number;
    ms: number;
  } | null;
}

export const emptyStatus = (): BackupStatus => ({ lastGood: null, failure: null, drill: null });
