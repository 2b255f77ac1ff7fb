#!/usr/bin/env bash
# The Factur-X checks (scripts/check-facturx.ts, tests/einvoicing/validate.sh) run the official XSD
# and schematrons with xmllint and Saxon-HE (Java), read the PDF with qpdf and poppler-utils.
# Installs Debian's packages with apt when one is missing and we are root; otherwise explains what to do.
set -euo pipefail
need=()
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ -f /usr/share/java/Saxon-HE.jar ] || need+=(libsaxonhe-java)
command -v qpdf >/dev/null 2>&1 || need+=(qpdf)
command -v pdffonts >/dev/null 2>&1 || need+=(poppler-utils)
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Validation Factur-X : installation des paquets Debian ${need[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${need[@]}" >/dev/null
  exit 0
fi
echo "Erreur : paquets manquants pour la validation Factur-X : ${need[*]}." >&2
echo "Installez-les (Debian/Ubuntu : 'sudo apt-get install ${need[*]}')." >&2
exit 1
