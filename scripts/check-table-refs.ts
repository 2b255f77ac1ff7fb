import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { walk as walkFiles } from "./check-cycles.ts";

/**
 * `node scripts/check-table-refs.ts [--report] [--root <dir>]` (run by `npm run lint`): each module
 * owns its tables (server/modules/<module>/schema.ts); another module reads or writes them only
 * through functions of the owner's door. This counts the references that still reach across, in
 * every file of server/modules/<module>/ (tests and the backup module excepted: it archives every
 * table by name) and in app's *.server.ts files. The infrastructure's tables (app_meta,
 * rate_limits: server/infra/db/infra-tables.ts) belong to no module and are not counted.
 *
 * - a table identifier imported from another module's schema (or from the old aggregator
 *   server/infra/db/schema.ts), a write when the file passes it to `.insert`, `.update` or `.delete`;
 * - a table's name in SQL text (a string or template literal: `update quote_requests`,
 *   `insert into lead_events`, `delete from visits`, `… join contact_messages`), a write after
 *   `update`, `insert into` or `delete from`.
 *
 * Ownership is read from the schema files of this checkout; `--root <dir>` counts the files of
 * another checkout with it (an older commit: the tables kept their names). One reference = one
 * table named by one file (a file that imports and writes `quoteRequests` is one write).
 * Exits 1 when there is any; `--report` lists them and exits 0.
 */

const scriptRoot = path.join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const report = args.includes("--report");
const rootArg = args.indexOf("--root");
const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : scriptRoot;

interface Table {
  identifier: string;
  name: string;
  owner: string;
}

function source(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

/** Every table (an exported `pgTable(…)`, or an exported object of tables) of the schema files of `base`. */
export function ownedTables(base: string): Table[] {
  const modulesDir = path.join(base, "server", "modules");
  const files = readdirSync(modulesDir)
    .filter((name) => existsSync(path.join(modulesDir, name, "schema.ts")))
    .map((name) => ({ owner: name, file: path.join(modulesDir, name, "schema.ts") }));
  const infra = path.join(base, "server", "infra", "db", "infra-tables.ts");
  if (existsSync(infra)) files.push({ owner: "infra", file: infra });
  const tables: Table[] = [];
  for (const { owner, file } of files) {
    const groups: { identifier: string; members: string[] }[] = [];
    for (const statement of source(file).statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const decl of statement.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
        let init: ts.Expression = decl.initializer;
        while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
        if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === "pgTable") {
          const [first] = init.arguments;
          if (first && ts.isStringLiteral(first)) tables.push({ identifier: decl.name.text, name: first.text, owner });
        } else if (ts.isObjectLiteralExpression(init)) {
          const members = init.properties.flatMap((p) =>
            ts.isShorthandPropertyAssignment(p)
              ? [p.name.text]
              : ts.isPropertyAssignment(p) && ts.isIdentifier(p.initializer)
                ? [p.initializer.text]
                : ["?"],
          );
          groups.push({ identifier: decl.name.text, members });
        }
      }
    }
    // `contentTables = { articles, services, … }`: a reference to those tables.
    for (const group of groups) {
      if (group.members.every((m) => tables.some((t) => t.identifier === m && t.owner === owner)))
        tables.push({ identifier: group.identifier, name: "", owner });
    }
  }
  return tables;
}

export interface Reference {
  file: string;
  module: string;
  table: string;
  owner: string;
  write: boolean;
  via: "import" | "sql";
}

/** The logic files (not tests, not declarations) under `dir`. */
function walk(dir: string, out: string[]) {
  walkFiles(dir, out, (entry) => /\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry), ["node_modules"]);
}

const sqlPattern = /\b(delete\s+from|insert\s+into|update|from|join|into)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The cross-module table references of the files under `base`, ownership read from `tables`. */
export function crossReferences(base: string, tables: Table[]): Reference[] {
  const byIdentifier = new Map(tables.map((t) => [t.identifier, t]));
  const byName = new Map(tables.filter((t) => t.name).map((t) => [t.name, t]));
  const files: { file: string; module: string }[] = [];
  const modulesDir = path.join(base, "server", "modules");
  for (const name of readdirSync(modulesDir)) {
    if (name === "backup" || !statSync(path.join(modulesDir, name)).isDirectory()) continue;
    const found: string[] = [];
    walk(path.join(modulesDir, name), found);
    files.push(...found.filter((f) => path.basename(f) !== "schema.ts").map((file) => ({ file, module: name })));
  }
  const app: string[] = [];
  if (existsSync(path.join(base, "app"))) walk(path.join(base, "app"), app);
  files.push(...app.filter((f) => f.endsWith(".server.ts")).map((file) => ({ file, module: "app" })));

  const found = new Map<string, Reference>();
  const add = (ref: Reference) => {
    const key = `${ref.file} ${ref.owner} ${ref.table}`;
    const known = found.get(key);
    if (!known) found.set(key, ref);
    else if (ref.write) known.write = true;
  };
  for (const { file, module } of files) {
    const sf = source(file);
    const rel = path.relative(base, file).split(path.sep).join("/");
    const imported = new Map<string, Table>();
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const spec = node.moduleSpecifier.text;
        const bindings = node.importClause?.namedBindings;
        if (/(infra\/db\/schema|\/schema)(\.ts)?$/.test(spec) && bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements) {
            const table = byIdentifier.get((el.propertyName ?? el.name).text);
            if (table && table.owner !== module && table.owner !== "infra") {
              imported.set(el.name.text, table);
              add({
                file: rel,
                module,
                table: table.name || table.identifier,
                owner: table.owner,
                write: false,
                via: "import",
              });
            }
          }
        }
      }
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ["insert", "update", "delete"].includes(node.expression.name.text)
      ) {
        const [arg] = node.arguments;
        const table = arg && ts.isIdentifier(arg) ? imported.get(arg.text) : undefined;
        if (table) add({ file: rel, module, table: table.name, owner: table.owner, write: true, via: "import" });
      }
      let text: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
      else if (ts.isTemplateExpression(node))
        text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ${} ");
      if (text && !ts.isImportDeclaration(node.parent)) {
        for (const match of text.matchAll(sqlPattern)) {
          const table = byName.get(match[2].toLowerCase());
          if (!table || table.owner === module || table.owner === "infra") continue;
          const write = /^(delete|insert|update)/i.test(match[1]);
          add({ file: rel, module, table: table.name, owner: table.owner, write, via: "sql" });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file) || a.table.localeCompare(b.table));
}

if (import.meta.main) {
  const refs = crossReferences(root, ownedTables(scriptRoot));
  const files = new Set(refs.map((r) => r.file));
  const writes = refs.filter((r) => r.write).length;
  const summary = `${refs.length} cross-module table references in ${files.size} files, ${writes} of them writes`;
  if (report || refs.length > 0) {
    for (const r of refs) console.log(`${r.file}: ${r.table} (${r.owner}) ${r.write ? "WRITE" : "read"} via ${r.via}`);
  }
  if (report) {
    console.log(summary);
  } else if (refs.length > 0) {
    console.error(
      `${summary}: a module reads or writes another module's tables only through functions of its door (server/modules/<module>/index.ts).`,
    );
    process.exit(1);
  } else console.log("0 cross-module table references");
}
