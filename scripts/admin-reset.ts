import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/infra/db/client.ts";
import { createLogger } from "../server/logger.ts";
import { applyAdminReset, planAdminReset } from "#server/modules/auth/index.ts";

/**
 * `npm run admin:reset -- --username admin [--yes]`: for an artisan locked out of the admin
 * (password forgotten, phone lost). Prints a temporary password (to be replaced at the next
 * login), ends every session and, after confirmation, removes the passkeys and two-factor codes.
 * With the embedded database, stop the server first; with PostgreSQL it can run at any time.
 */
const { values } = parseArgs({
  options: { username: { type: "string" }, yes: { type: "boolean", short: "y", default: false } },
  strict: true,
});
const config = loadConfig();
const username = values.username ?? config.ADMIN_USERNAME;
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  attachToRunning: true,
});
try {
  const plan = await planAdminReset(database.db, username);
  if (!plan) {
    process.stderr.write(`Erreur : aucun compte « ${username} ».\n`);
    process.exitCode = 1;
  } else {
    let removeFactors = false;
    const factors = [
      plan.passkeys > 0 ? `${plan.passkeys} clé(s) d'accès` : "",
      plan.totp ? "la double authentification" : "",
    ].filter(Boolean);
    if (factors.length > 0) {
      if (values.yes) {
        removeFactors = true;
      } else {
        const rl = createInterface({ input: process.stdin, output: process.stdout });
        const answer = await rl.question(
          `Le compte « ${plan.username} » a ${factors.join(" et ")}. Les supprimer ? [o/N] `,
        );
        rl.close();
        removeFactors = /^(o|oui|y|yes)$/i.test(answer.trim());
      }
    }
    const password = await applyAdminReset(database.db, createLogger("warn"), plan, removeFactors);
    process.stdout.write(
      [
        `Compte : ${plan.username}`,
        `Mot de passe temporaire : ${password}`,
        "Il devra être remplacé à la prochaine connexion. Toutes les sessions ont été fermées.",
        factors.length === 0
          ? "Aucun second facteur n'était actif."
          : removeFactors
            ? `Supprimé : ${factors.join(" et ")}.`
            : `Conservé : ${factors.join(" et ")} (relancez avec --yes pour les supprimer).`,
        "",
      ].join("\n"),
    );
  }
} finally {
  await database.close();
}
