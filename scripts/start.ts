import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** `npm start`: builds first when no build exists, then runs the production server. */
// Set before anything imports React: React picks its production or development build at load time.
process.env.NODE_ENV ??= "production";

const build = path.resolve(import.meta.dirname, "..", "build");
if (!existsSync(path.join(build, "server", "index.js")) || !existsSync(path.join(build, "client"))) {
  process.stdout.write("Aucune build trouvée : construction en cours (npm run build)…\n");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/main.ts");
