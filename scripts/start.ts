import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** `npm start`: builds first when no build exists, then runs the production server. */
// Memory settings of the server process (decision 040, `npm run bench:memory`):
// - MALLOC_ARENA_MAX=2: glibc gives each thread its own malloc arena; sharp's (libvips) encoding
//   threads then leave hundreds of MB fragmented after a few image uploads;
// - MALLOC_MMAP_THRESHOLD_ / MALLOC_TRIM_THRESHOLD_ = 64 KB: the image queue's large buffers are
//   mapped on their own and given back to the system when freed (`bench:memory`: 545 → 400 MB
//   after the load and the admin work);
// - --max-semi-space-size=8 (MB): V8's young generation otherwise grows to tens of MB per
//   semi-space. With 4 MB it collected so often that a render's short-lived objects were promoted
//   to the old generation, which the cap below then collects often (renders 10–25 % slower); 16 MB
//   renders faster still but holds ~20 MB more under load (decision 060, bench:http, bench:memory).
// - --max-old-space-size=512 (MB): V8 sizes the old generation's growth by the heap's ceiling; with
//   none it lets a 55 MB heap swell to ~220 MB between collections under a flood of quotes
//   (bench:memory, decision 060). The site's live heap is ~55 MB: ten times the room. Any
//   --max-old-space-size given on the command line or in NODE_OPTIONS wins.
// - --optimize-for-size only with NODE_OPTIMIZE_FOR_SIZE=true (decision 060, decision 060): V8 keeps
//   the old generation so tight that a render spends most of its time collecting (the home page
//   4× slower) for ~25 MB less Node; the image work that made it worth it is in its own process.
// Both are read at process start: re-exec this same process (same pid, no extra process) with them.
// The Docker image sets them in its ENV and CMD.
if (process.platform === "linux" && !process.env.MALLOC_ARENA_MAX && typeof process.execve === "function") {
  const given = (flag: string) =>
    process.execArgv.some((a) => a.startsWith(flag)) || (process.env.NODE_OPTIONS ?? "").includes(flag);
  const flags = [
    ...(given("--max-semi-space-size") ? [] : ["--max-semi-space-size=8"]),
    ...(given("--max-old-space-size") ? [] : ["--max-old-space-size=512"]),
    ...(process.env.NODE_OPTIMIZE_FOR_SIZE === "true" ? ["--optimize-for-size"] : []),
  ];
  process.execve(process.execPath, [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: "2",
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? "65536",
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? "65536",
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
