import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** `npm start`: builds first when no build exists, then runs the production server. */
// glibc gives each thread its own malloc arena; sharp's (libvips) encoding threads then leave
// hundreds of MB fragmented after a few image uploads. Two arenas keep the server small
// (decision 040, `npm run bench:memory`). Read by glibc at process start: re-exec this same process
// (same pid, no extra process) with it set. The Docker image sets it in its environment.
if (process.platform === "linux" && !process.env.MALLOC_ARENA_MAX && typeof process.execve === "function") {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: "2",
  });
}
// Set before anything imports React: React picks its production or development build at load time.
process.env.NODE_ENV ??= "production";

const build = path.resolve(import.meta.dirname, "..", "build");
if (!existsSync(path.join(build, "server", "index.js")) || !existsSync(path.join(build, "client"))) {
  process.stdout.write("Aucune build trouvée : construction en cours (npm run build)…\n");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/main.ts");
