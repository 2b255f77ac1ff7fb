import path from "node:path";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { ESLint } from "eslint";
import { checkCycles } from "../../scripts/check-cycles.ts";
import { crossReferences, ownedTables } from "../../scripts/check-table-refs.ts";
import { beforeAll, describe, expect, it } from "vitest";

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

// The first lint loads the whole configuration and its plugins (slow on a busy machine).
beforeAll(() => problems("domain/warm-up.ts", "export const x = 1;\n"), 60_000);

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

  it("a module never reads the services bag: its router receives its own services", async () => {
    const bag = 'import type { Services } from "#server/services.ts";\nexport type Deps = Pick<Services, "reviews">;\n';
    expect((await problems("server/modules/reviews/probe-router.ts", bag)).join()).toContain(
      "Un module ne lit pas le sac de services",
    );
    expect((await problems("server/modules/reviews/probe.ts", bag)).join()).toContain(
      "Un module ne lit pas le sac de services",
    );
    const own = 'import type { Reviews } from "./service.ts";\nexport type Deps = { reviews: Reviews };\n';
    expect(await problems("server/modules/reviews/probe-router.ts", own)).toEqual([]);
  });

  it("server/http is a library of the modules: it imports none of them", async () => {
    const code =
      'import { createReviewsAdminRouter } from "#server/modules/reviews/router.ts";\nexport const x = createReviewsAdminRouter;\n';
    expect((await problems("server/http/probe.ts", code)).join()).toContain("il n'importe aucun module");
    // The composition root mounts the modules' routers, through each module's door.
    expect(await problems("server/probe.ts", code.replace("reviews/router.ts", "reviews/index.ts"))).toEqual([]);
  });

  it("a module is imported from outside only through its door (index.ts; types.ts and *.server.ts for the interface)", async () => {
    const inner =
      'import { createLeadSubmissions } from "#server/modules/leads/submit.ts";\nexport const x = createLeadSubmissions;\n';
    const door = 'import { createLeads } from "#server/modules/leads/index.ts";\nexport const x = createLeads;\n';
    for (const outside of [
      "server/probe.ts",
      "server/http/probe.ts",
      "server/modules/devis/probe.ts",
      "scripts/probe.ts",
    ])
      expect((await problems(outside, inner)).join()).toContain("De l'extérieur du module leads, importer sa porte");
    expect(
      (
        await problems(
          "server/modules/devis/probe.ts",
          'import { createLeadSubmissions } from "../leads/submit.ts";\nexport const x = createLeadSubmissions;\n',
        )
      ).join(),
    ).toContain("importer sa porte : server/modules/leads/index.ts");
    expect(await problems("server/modules/devis/probe.ts", door)).toEqual([]);
    // Inside the module, its files import each other freely.
    expect(
      await problems(
        "server/modules/leads/probe.ts",
        'import { createLeadSubmissions } from "./submit.ts";\nexport const x = createLeadSubmissions;\n',
      ),
    ).toEqual([]);
    // The interface's server files: the module's *.server.ts and types.ts, never its internals.
    expect((await problems("app/lib/probe.server.ts", inner)).join()).toContain(
      "L'interface lit le module leads par ses portes",
    );
    expect(
      await problems(
        "app/lib/probe.server.ts",
        'import { leadFormAction } from "#server/modules/leads/form-post.server.ts";\nexport const x = leadFormAction;\n',
      ),
    ).toEqual([]);
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

  it("a module's tables are its own: another module reaches them through its door (backup excepted)", async () => {
    const code = 'import { quoteRequests } from "#server/modules/leads/schema.ts";\nexport const x = quoteRequests;\n';
    const refused = "Les tables du module leads sont à lui";
    expect((await problems("server/modules/devis/probe.ts", code)).join()).toContain(refused);
    expect((await problems("server/modules/agenda/deep/probe-router.ts", code)).join()).toContain(refused);
    // The door does not hand its tables out either.
    expect(
      (await problems("server/modules/leads/index.ts", 'export { quoteRequests } from "./schema.ts";\n')).join(),
    ).toContain(refused);
    // Allowed: the module itself, a schema's foreign key, the backup (every table by name), scripts and tests.
    expect(
      await problems(
        "server/modules/leads/probe.ts",
        'import { quoteRequests } from "./schema.ts";\nexport const x = quoteRequests;\n',
      ),
    ).toEqual([]);
    expect(await problems("server/modules/devis/schema.ts", code)).toEqual([]);
    expect(await problems("server/modules/backup/probe.ts", code)).toEqual([]);
    expect(await problems("scripts/probe.ts", code)).toEqual([]);
    expect(await problems("tests/unit/probe.test.ts", code)).toEqual([]);
    // The allowed way: a function of the owner's door.
    expect(
      await problems(
        "server/modules/devis/probe.ts",
        'import { quoteLead } from "#server/modules/leads/index.ts";\nexport const x = quoteLead;\n',
      ),
    ).toEqual([]);
  });

  it("only the mail module reads or writes the e-mail outbox", async () => {
    const code = 'import { emailOutbox } from "#server/modules/mail/schema.ts";\nexport const x = emailOutbox;\n';
    expect((await problems("server/modules/leads/probe.ts", code)).join()).toContain(
      "Seul le module mail (server/modules/mail/) lit et écrit la file des e-mails",
    );
    expect((await problems("server/modules/devis/probe-router.ts", code)).join()).toContain("Seul le module mail");
    const namespace =
      'import * as schema from "#server/modules/mail/schema.ts";\nexport const x = schema.emailOutbox;\n';
    expect((await problems("server/modules/team/probe.ts", namespace)).join()).toContain("Seul le module mail");
    expect(await problems("server/modules/mail/probe.ts", code)).toEqual([]);
    // The allowed way: a draft and one enqueue call.
    expect(
      await problems(
        "server/modules/leads/probe.ts",
        'import { renderMail, type Outbox } from "../mail/index.ts";\nexport const send = (outbox: Outbox, db: Parameters<Outbox["enqueue"]>[0]) =>\n  outbox.enqueue(db, [{ kind: "reply", to: "a@b.fr", ...renderMail({ subject: "s", paragraphs: ["p"] }) }]);\n',
      ),
    ).toEqual([]);
  });
});

describe("a module's router says no one way", () => {
  const refused = "Un routeur ne répond pas lui-même une erreur";
  const cases: [string, string, string][] = [
    [
      "a direct error response",
      'import { Router } from "express";\nexport const r = Router().get("/", (_req, res) => {\n  res.status(404).json({ message: "Introuvable." });\n});\n',
      refused,
    ],
    [
      "a direct sendStatus",
      'import { Router } from "express";\nexport const r = Router().get("/", (_req, res) => {\n  res.sendStatus(403);\n});\n',
      refused,
    ],
    [
      "sendError",
      'import { Router } from "express";\nimport { sendError } from "#server/http/errors.ts";\nexport const r = Router().get("/", (_req, res) => sendError(res, 400, "Non."));\n',
      refused,
    ],
    [
      "HttpError",
      'import { Router } from "express";\nimport { HttpError } from "#server/http/errors.ts";\nexport const r = Router().get("/", () => {\n  throw new HttpError(404, "Introuvable.");\n});\n',
      "HttpError n'est plus utilisé",
    ],
    [
      "an inline safeParse",
      'import { Router } from "express";\nimport { z } from "zod";\nexport const r = Router().post("/", (req, res) => {\n  const parsed = z.object({}).safeParse(req.body);\n  res.json(parsed.success);\n});\n',
      "Pas de safeParse",
    ],
  ];
  for (const [what, code, message] of cases) {
    it(`refuses ${what}`, async () => {
      expect((await problems("server/modules/leads/probe-router.ts", code)).join()).toContain(message);
    });
  }

  it("accepts the parse helpers, AppError and a success status", async () => {
    const code = [
      'import { Router } from "express";',
      'import { z } from "zod";',
      'import { AppError } from "#server/errors.ts";',
      'import { idParam, parseBody } from "#server/http/parse.ts";',
      'export const r = Router().post("/:id", (req, res) => {',
      '  const id = idParam(req, "Élément introuvable.");',
      "  const input = parseBody(z.object({ name: z.string() }), req);",
      '  if (input.name === "x") throw new AppError("conflict", "Déjà pris.");',
      "  res.status(201).json({ id });",
      "});",
      "",
    ].join("\n");
    expect(await problems("server/modules/leads/probe-router.ts", code)).toEqual([]);
  });
});

describe("no import cycle, type-only imports included (scripts/check-cycles.ts, run by npm run lint)", () => {
  /** A throwaway project: its package.json and its files (path → code). */
  function project(files: Record<string, string>) {
    const dir = mkdtempSync(path.join(tmpdir(), "cycles-"));
    writeFileSync(path.join(dir, "package.json"), JSON.stringify({ imports: { "#server/*": "./server/*" } }));
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), code);
    }
    return dir;
  }

  it("refuses two files that import each other's types", () => {
    const dir = project({
      "server/modules/a/one.ts": 'import type { Two } from "./two.ts";\nexport type One = { two?: Two };\n',
      "server/modules/a/two.ts": 'import type { One } from "./one.ts";\nexport type Two = { one?: One };\n',
    });
    try {
      expect(checkCycles(dir).fileCycles.map((c) => c.path)).toEqual([
        "server/modules/a/one.ts → server/modules/a/two.ts → server/modules/a/one.ts",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses two modules that import each other, even through different files and a type", () => {
    const dir = project({
      "server/modules/a/index.ts": 'import type { B } from "#server/modules/b/index.ts";\nexport type A = { b?: B };\n',
      "server/modules/b/index.ts": 'export type B = number;\nexport { helper } from "./helper.ts";\n',
      "server/modules/b/helper.ts": 'import type { A } from "../a/index.ts";\nexport const helper = (a: A) => a;\n',
    });
    try {
      const result = checkCycles(dir);
      expect(result.unitCycles.map((c) => c.members)).toEqual([["server/modules/a", "server/modules/b"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds none in this project", () => {
    const result = checkCycles(root);
    expect([...result.fileCycles, ...result.unitCycles].map((c) => c.path)).toEqual([]);
  });
});

describe("no module reaches another module's tables (scripts/check-table-refs.ts, run by npm run lint)", () => {
  it("counts an imported table and a table named in SQL, and says which are writes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "table-refs-"));
    const files: Record<string, string> = {
      "server/modules/leads/schema.ts":
        'export const quoteRequests = pgTable("quote_requests", {});\nexport const leadEvents = pgTable("lead_events", {});\n',
      "server/modules/leads/inbox.ts":
        'import { quoteRequests } from "./schema.ts";\nexport const own = (db) => db.update(quoteRequests);\n',
      "server/modules/devis/service.ts": [
        'import { quoteRequests } from "#server/modules/leads/schema.ts";',
        "export const read = (db) => db.select().from(quoteRequests);",
        "export const write = (db) => db.execute(sql`insert into lead_events (lead_id) values (1)`);",
        'export const words = "le devis de la demande"; // « from the client » is no SQL',
      ].join("\n"),
      "server/modules/backup/service.ts":
        'export const all = ["quote_requests"];\nconst q = "delete from lead_events";\n',
    };
    try {
      for (const [file, code] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), code);
      }
      const refs = crossReferences(dir, ownedTables(dir));
      expect(refs.map((r) => `${r.file} ${r.table} ${r.owner} ${r.write ? "write" : "read"} ${r.via}`)).toEqual([
        "server/modules/devis/service.ts lead_events leads write sql",
        "server/modules/devis/service.ts quote_requests leads read import",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds none in this project", () => {
    expect(crossReferences(root, ownedTables(root))).toEqual([]);
  });
});
