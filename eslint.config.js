import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** No import climbs more than two folders: across folders, the subpath imports of package.json. */
const climbing = {
  regex: "^(\\.\\./){3}",
  message: "Au-delà de deux dossiers parents, importer par #app/…, #server/…, #domain/… (package.json « imports »).",
};

/**
 * Only the mail module reads and writes the e-mail outbox (decision 050): a new e-mail is a template and
 * one `outbox.enqueue(…)` call (docs/guide-ajouter.md).
 */
const outboxOnlyInMail = [
  {
    selector:
      "ImportDeclaration[source.value=/mail\\/schema(\\.ts)?$/] ImportSpecifier[imported.name=/^(emailOutbox|outboxStatuses)$/]",
    message:
      "Seul le module mail (server/modules/mail/) lit et écrit la file des e-mails : outbox.enqueue(…) et les fonctions de server/modules/mail/index.ts (docs/mail.md).",
  },
  {
    selector: "MemberExpression[property.name='emailOutbox']",
    message:
      "Seul le module mail (server/modules/mail/) lit et écrit la file des e-mails : outbox.enqueue(…) et les fonctions de server/modules/mail/index.ts (docs/mail.md).",
  },
];

/**
 * A module's router says no one way (decision 050): it throws the `AppError` vocabulary, through the
 * parse helpers of server/http/parse.ts (`parseBody`, `parseQuery`, `parseValue`, `idParam`); the
 * one mapper of server/http/errors.ts answers, and every 400 is `{ message, errors }`.
 */
const oneWayToSayNo = [
  {
    selector:
      "CallExpression[callee.property.name=/^(status|sendStatus)$/] > Literal.arguments:first-child[value>=400]",
    message:
      "Un routeur ne répond pas lui-même une erreur : throw new AppError(…) ou parseBody/parseQuery/idParam (server/http/parse.ts).",
  },
  {
    selector: "CallExpression[callee.name=/^(sendError|sendAppError)$/]",
    message:
      "Un routeur ne répond pas lui-même une erreur : throw new AppError(…) ou parseBody/parseQuery/idParam (server/http/parse.ts).",
  },
  {
    selector: "NewExpression[callee.name='HttpError']",
    message: "HttpError n'est plus utilisé dans les modules : throw new AppError(kind, message) (server/errors.ts).",
  },
  {
    selector: "CallExpression[callee.property.name='safeParse']",
    message:
      "Pas de safeParse suivi d'un 400 fait main : parseBody, parseQuery ou parseValue (server/http/parse.ts) lèvent l'erreur commune.",
  },
];

/**
 * A module is imported from outside only through its door (decision 050): `index.ts` for the server,
 * and for the interface its `types.ts` and the `*.server.ts` files at its root. Its other files
 * are its own. One zone per folder of server/modules (a new module is covered by itself).
 */
const modulesRoot = path.join(import.meta.dirname, "server", "modules");
const moduleZones = readdirSync(modulesRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name }) => [
    {
      target: [`./server/!(modules)/**`, `./server/*.ts`, `./server/modules/!(${name})/**`, `./scripts/**`],
      from: `./server/modules/${name}`,
      // Its schema.ts is read by the other modules' schema.ts only (foreign keys, zone below), the seed and scripts.
      except: ["./index.ts", "./types.ts", "./schema.ts"],
      message: `De l'extérieur du module ${name}, importer sa porte : server/modules/${name}/index.ts (docs/architecture.md).`,
    },
    // Its tables are its own: another module reads or writes them through functions of its door,
    // never by importing its schema.ts. Two stated exceptions: another module's schema.ts (a
    // foreign key needs the table it references) and server/modules/backup, which archives every
    // table by name. The door itself does not hand its tables out.
    {
      target: [`./server/modules/!(${name}|backup)/**/!(schema).ts`, `./server/modules/${name}/index.ts`],
      from: `./server/modules/${name}/schema.ts`,
      message: `Les tables du module ${name} sont à lui : les lire ou les écrire par les fonctions de sa porte server/modules/${name}/index.ts, qui ne réexporte pas ses tables (docs/architecture.md).`,
    },
    {
      target: [`./app/**`],
      from: [`./server/modules/${name}/**`],
      except: [`${modulesRoot}/${name}/{types.ts,*.server.ts}`],
      message: `L'interface lit le module ${name} par ses portes : types.ts et ses fichiers *.server.ts (docs/architecture.md).`,
    },
  ]);

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "server/infra/db/migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  // The import graph has no cycle, and its layers import one way (docs/architecture.md, decision 050).
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
      "import-x/extensions": [".ts", ".tsx", ".js"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Across folders, the subpath imports of package.json (#app/…, #server/…, #domain/…).
      "no-restricted-imports": [
        "error",
        {
          patterns: [climbing],
        },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./domain",
              from: ["./app", "./server", "./scripts", "./tests", "./bench"],
              message: "domain/ n'importe rien du projet.",
            },
            {
              target: "./server",
              from: ["./app", "./tests", "./bench", "./scripts"],
              message: "server/ n'importe pas l'interface ni les tests.",
            },
            {
              target: "./server/infra",
              from: ["./server/modules", "./server/http", "./server/seed", "./server/services.ts", "./server/app.ts"],
              message: "L'infrastructure ne connaît pas les modules métier.",
            },
            {
              target: "./server/http",
              from: ["./server/seed"],
              message: "Le contenu initial n'est lu qu'au premier démarrage.",
            },
            {
              target: "./server/http",
              from: ["./server/modules", "./server/services.ts", "./server/api.ts", "./server/app.ts"],
              message:
                "server/http/ est une bibliothèque que les modules utilisent : il n'importe aucun module (le montage de l'API est dans server/api.ts).",
            },
            {
              target: "./server/modules",
              from: ["./server/services.ts", "./server/api.ts", "./server/app.ts", "./server/context.ts"],
              message:
                "Un module ne lit pas le sac de services (server/services.ts) : son routeur reçoit ses propres services par une petite interface (docs/architecture.md).",
            },
            {
              target: ["./server/modules", "./server/infra", "./server/http", "./server/illustrator"],
              from: "./server/seed",
              message: "Le contenu initial n'est lu qu'au premier démarrage, jamais par le site en marche.",
            },
            ...moduleZones,
          ],
        },
      ],
    },
  },
  // The interface reads the server through its context, its *.server.ts files and its types.ts
  // (type-only modules); an app file named *.server.ts runs on the server only and may import more.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            climbing,
            {
              regex: "^(#server/|(\\.\\./)+server/)(?!context(\\.ts)?$|.*\\.server(\\.ts)?$|.*/types(\\.ts)?$)",
              message:
                "L'interface lit le serveur par son contexte (server/context.ts), ses fichiers *.server.ts et ses types (types.ts).",
            },
          ],
        },
      ],
    },
  },
  // A module's service knows no HTTP: only its routers and middlewares import server/http.
  {
    files: ["server/modules/**/*.ts"],
    ignores: [
      "server/modules/**/*router.ts",
      "server/modules/**/*middleware.ts",
      "server/modules/**/*-http.ts",
      "server/modules/**/*.test.ts",
      "server/modules/**/*.server.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            climbing,
            {
              regex: "^#server/http/|^express$",
              message:
                "Un service ne connaît pas HTTP : il lève une erreur du domaine (server/errors.ts), le routeur la traduit.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "app/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: ["server/modules/mail/**"],
    rules: { "no-restricted-syntax": ["error", ...outboxOnlyInMail] },
  },
  // The files router streams files: it answers in plain text and with the statuses of HTTP ranges.
  {
    files: ["server/modules/**/*router.ts", "server/modules/**/*-http.ts"],
    ignores: ["server/modules/media/files-router.ts", "server/modules/**/*.test.ts"],
    rules: { "no-restricted-syntax": ["error", ...outboxOnlyInMail, ...oneWayToSayNo] },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
);
