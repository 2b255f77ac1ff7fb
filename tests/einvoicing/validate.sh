#!/usr/bin/env bash
# Validate Factur-X EN 16931 (CII) invoice XMLs, offline, with the official French artefacts:
#   1. the Factur-X 1.09 EN16931 XSD (FNFE-MPE)
#   2. the Factur-X EN16931 schematron (XSLT form)
#   3. the CEN EN 16931 CII schematron (XSLT form)
#   4. the French rules BR-FR-Flux2, "fatal" flavour (mandatory on the sending side from 1 Sept 2026)
#
#   validate.sh invoice.xml [more.xml …]     → one line per file and step; exit 0 only if all pass
#   validate.sh --pdf facture.pdf [more.pdf …] → extracts each embedded factur-x.xml first (qpdf)
#
# Every file goes through each XSLT in one Saxon run (one JVM start per step, not per file).
# Needs xmllint, Java, Saxon-HE and qpdf: scripts/ensure-einvoicing.sh installs them (Debian).
# Adapted from the runner of ../shared/einvoicing (batched); artefacts: README.md, fnfe-rfe/LICENSE.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
fx="$here/fnfe-rfe/FNFE_RFE_INVOICE/Factur-X/EN16931"
cii="$here/fnfe-rfe/FNFE_RFE_INVOICE/CII/EN16931"
bash "$here/../../scripts/ensure-einvoicing.sh" || exit 2

pdf=0
[ "${1:-}" = "--pdf" ] && { pdf=1; shift; }
[ $# -ge 1 ] || { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in"
status=0
first_failures() { tr '\n' ' ' <"$1" | grep -o '<svrl:failed-assert[^>]*>' | grep -o ' id="[^"]*"' | cut -d'"' -f2 | sort | uniq -c | head -8 | tr -s ' \n' ' '; }

# The inputs, copied under unique names (n-basename.xml) so that one directory holds them all.
declare -A source
n=0
for input in "$@"; do
  n=$((n + 1)); name="$n-$(basename "$input" .pdf)"; name="${name%.xml}.xml"
  if [ "$pdf" = 1 ]; then
    qpdf --show-attachment=factur-x.xml "$input" >"$work/in/$name" 2>/dev/null \
      || { echo "$input: FAIL no embedded factur-x.xml"; status=1; rm -f "$work/in/$name"; continue; }
  else
    cp "$input" "$work/in/$name"
  fi
  source[$name]="$input"
done
[ ${#source[@]} -gt 0 ] || exit 1

for name in "${!source[@]}"; do
  if xmllint --noout --schema "$fx/1xsd/Factur-X_EN16931.xsd" "$work/in/$name" >"$work/xsd.log" 2>&1; then
    echo "${source[$name]}: xsd ok"
  else
    echo "${source[$name]}: FAIL xsd: $(grep -v 'fails to validate' "$work/xsd.log" | head -3 | tr '\n' ' ')"; status=1
  fi
done
for step in "factur-x:$fx/2xslt/FACTUR-X_EN16931.xslt" "en16931:$cii/2xslt/EN16931-CII-validation.xslt" \
            "br-fr:$fx/2xslt/BR-FR-Flux2-Schematron-CII.xslt"; do
  name=${step%%:*} xslt=${step#*:}
  mkdir -p "$work/$name"
  if ! java -cp /usr/share/java/Saxon-HE.jar net.sf.saxon.Transform -s:"$work/in" -xsl:"$xslt" -o:"$work/$name" >"$work/$name.log" 2>&1; then
    echo "FAIL $name: the transform failed: $(tail -2 "$work/$name.log" | tr '\n' ' ')"; status=1; continue
  fi
  for file in "${!source[@]}"; do
    out="$work/$name/$file"
    if [ ! -f "$out" ]; then echo "${source[$file]}: FAIL $name: no report"; status=1; continue; fi
    count=$(grep -c '<svrl:failed-assert' "$out")
    if [ "$count" = 0 ]; then echo "${source[$file]}: $name ok"
    else echo "${source[$file]}: FAIL $name: $count failed asserts: $(first_failures "$out")"; status=1; fi
  done
done
exit $status
