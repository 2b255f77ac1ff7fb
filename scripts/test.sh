#!/usr/bin/env bash
# `npm test`: everything CI runs, in the order that fails fastest.
# Integration tests run on an embedded PostgreSQL server (started by the tests' global setup), and
# again on the TEST_DATABASE_URL server (the "external server" case) when it is set.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "Chromium (tests de bout en bout)"
bash scripts/ensure-chromium.sh

step "Java (validateur HTML W3C)"
bash scripts/ensure-java.sh

step "pdftotext (texte des devis PDF)"
bash scripts/ensure-pdftotext.sh

step "Validation Factur-X (xmllint, Saxon, qpdf)"
bash scripts/ensure-einvoicing.sh

step "Vérification des types"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Tests unitaires"
npx vitest run --project unit

step "Factur-X : les factures types au validateur officiel (XSD, Factur-X, EN 16931, BR-FR)"
node scripts/check-facturx.ts

step "Build de production"
npm run --silent build

step "Étapes de l'image Docker, sans Docker (npm ci, build, prune, démarrage de l'arbre élagué)"
bash scripts/check-image-steps.sh

step "Tests d'intégration (PostgreSQL embarqué)"
env -u TEST_DATABASE_URL npx vitest run --project integration

# On the external server (another PostgreSQL major version), the files whose SQL can differ by
# server: the migrations, locks and NOTIFY between instances, backups and restores, the outage and
# durability paths, the heavy reports, and the test of each module that writes the lead's path.
external_files=(lead-migration team-migration multi-instance leads-multi-instance publishing-multi-instance
  backup automatic-backups database-outage durability nothing-lost-pool scale statistics leads-inbox agenda
  devis devis-paper chantiers chantier-reception reviews team content-publishing tokens-at-rest invoices payments)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Tests d'intégration (PostgreSQL externe : TEST_DATABASE_URL, ${#external_files[@]} fichiers)"
  npx vitest run --project integration "${external_files[@]/%/.test.ts}"
else
  echo "(TEST_DATABASE_URL absent : tests d'intégration sur un serveur externe ignorés)"
fi

step "Entrées hostiles : 10 000 requêtes (PostgreSQL embarqué)"
env -u TEST_DATABASE_URL npm run --silent test:fuzz

step "Tests de bout en bout (Chromium)"
npx playwright test
