import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The boundaries of docs/architecture.md are rules of `npm run lint`: each case below is a file that
 * breaks one (linted as if it lived at that path) and must be refused, and the allowed way passes.
 */
const root = path.resolve(import.meta.dirname, "..", "..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("the import boundaries are enforced by the lint", () => {
  it("domain/ imports nothing of ours", async () => {
    expect(
      await problems(
        "domain/probe.ts",
        'import { loadConfig } from "#server/config.ts";\nexport const x = loadConfig;\n',
      ),
    ).toEqual([expect.stringContaining("domain/ n'importe rien du projet")]);
  });

  it("a module's service knows no HTTP, its router does", async () => {
    const code = 'import { HttpError } from "#server/http/errors.ts";\nexport const x = HttpError;\n';
    expect((await problems("server/modules/content/probe.ts", code)).join()).toContain(
      "Un service ne connaît pas HTTP",
    );
    expect(await problems("server/modules/content/probe-router.ts", code)).toEqual([]);
  });

  it("infrastructure never imports a module, and nothing running reads the seed", async () => {
    expect(
      (
        await problems(
          "server/infra/probe.ts",
          'import { createAdminContent } from "#server/modules/content/admin.ts";\nexport const x = createAdminContent;\n',
        )
      ).join(),
    ).toContain("L'infrastructure ne connaît pas les modules");
    expect(
      (
        await problems(
          "server/modules/content/probe.ts",
          'import { seed } from "#server/seed/index.ts";\nexport const x = seed;\n',
        )
      ).join(),
    ).toContain("premier démarrage");
  });

  it("the interface reads the server through its context, *.server.ts and types.ts only", async () => {
    expect(
      (
        await problems(
          "app/ui/probe.tsx",
          'import { loadConfig } from "#server/config.ts";\nexport const x = loadConfig;\n',
        )
      ).join(),
    ).toContain("L'interface lit le serveur");
    expect(
      await problems(
        "app/ui/probe.tsx",
        'import type { ContentItem } from "#server/modules/content/types.ts";\nexport type X = ContentItem;\n',
      ),
    ).toEqual([]);
    expect(
      await problems(
        "app/lib/probe.server.ts",
        'import { loadConfig } from "#server/config.ts";\nexport const x = loadConfig;\n',
      ),
    ).toEqual([]);
  });

  it("no import climbs more than two folders", async () => {
    expect(
      (
        await problems(
          "server/modules/content/probe.ts",
          'import { slugify } from "../../../domain/text.ts";\nexport const x = slugify;\n',
        )
      ).join(),
    ).toContain("Au-delà de deux dossiers parents");
    expect(
      await problems(
        "server/modules/content/probe.ts",
        'import { slugify } from "#domain/text.ts";\nexport const x = slugify;\n',
      ),
    ).toEqual([]);
  });
});
