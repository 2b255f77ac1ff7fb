#!/usr/bin/env bash
# The W3C Nu HTML checker (npm package vnu-jar, tests/integration/html-validity.test.ts) runs on
# Java. Installs Debian's headless JRE with apt when `java` is missing and we are root; otherwise
# explains what to do.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Java absent : installation du paquet Debian 'default-jre-headless'…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq default-jre-headless >/dev/null
  command -v java >/dev/null 2>&1 && exit 0
fi
echo "Erreur : Java est introuvable (nécessaire au validateur HTML W3C, vnu-jar)." >&2
echo "Installez-le (Debian/Ubuntu : 'sudo apt-get install default-jre-headless')." >&2
exit 1
