/** Data directories of the PGlite versions (before decision 040): recognised and refused. See decision 040. */
import { readdirSync } from "node:fs";
import path from "node:path";

/** A DATA_DIR of the PGlite versions (until decision 040) holds its database in DATA_DIR/db. */
export function pgliteDirectory(dataDir: string): string | null {
  const dir = path.join(dataDir, "db");
  try {
    return readdirSync(dir).length > 0 ? dir : null;
  } catch {
    return null;
  }
}

export function pgliteRefusal(dataDir: string, dir: string): string {
  return (
    `Ce DATA_DIR (${dataDir}) contient une base PGlite d'une ancienne version du site (dossier ${dir}). ` +
    `Cette version utilise un vrai serveur PostgreSQL et ne lit plus ce format. Pour reprendre le contenu : ` +
    `1) avec l'ancienne version (celle qui a écrit ces données), « npm run backup -- /chemin/sauvegarde.tar.gz » ` +
    `ou le téléchargement de la sauvegarde dans l'administration ; ` +
    `2) mettez l'ancien dossier de côté (par exemple « mv ${dir} ${dir}-pglite ») ; ` +
    `3) avec cette version, « npm run restore -- /chemin/sauvegarde.tar.gz », puis « npm start ». ` +
    `Voir docs/deployment.md (« Depuis une version PGlite »).`
  );
}
