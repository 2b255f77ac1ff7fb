#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (no browser download is possible here).
# Installs it with apt when it is missing and we are root; otherwise explains what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium absent : installation du paquet Debian 'chromium'…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Erreur : Chromium est introuvable ($CHROMIUM)." >&2
echo "Installez-le (Debian/Ubuntu : 'sudo apt-get install chromium') ou indiquez son chemin dans CHROMIUM_PATH." >&2
exit 1
