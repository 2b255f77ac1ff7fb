#!/usr/bin/env bash
# The devis tests (tests/integration/devis.test.ts) read the PDF's text with pdftotext (Debian's
# poppler-utils). Installs it with apt when missing and we are root; otherwise explains what to do.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "pdftotext absent : installation du paquet Debian 'poppler-utils'…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq poppler-utils >/dev/null
  command -v pdftotext >/dev/null 2>&1 && exit 0
fi
echo "Erreur : pdftotext est introuvable (nécessaire aux tests des devis PDF)." >&2
echo "Installez-le (Debian/Ubuntu : 'sudo apt-get install poppler-utils')." >&2
exit 1
