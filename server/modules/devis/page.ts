import { parisDate } from "#domain/business.ts";
import {
  devisTotals,
  euros,
  frenchDay,
  isProfessional,
  lineHtCents,
  quantityText,
  rateText,
  withdrawalEnd,
} from "#domain/devis.ts";
import type { BusinessSettings } from "#domain/schemas/business.ts";
import {
  certificationCheckboxText,
  certificationNotes,
  certificationRates,
  certificationTitle,
  certificationWording,
} from "#domain/devis-vat.ts";
import { escapeHtml as e } from "#server/infra/html.ts";
import { maskEmail as mask } from "#server/modules/signature/index.ts";
import type { DevisRow } from "./common.ts";

/**
 * The client's page /mon-devis/<token>: plain HTML forms, no script (it works the same without
 * JavaScript), readable on a phone, never indexed nor cached.
 */

const style = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2421;background:#fbf8f3;line-height:1.5}
main{max-width:760px;margin:0 auto;padding:16px}header{background:#2f3a33;color:#fff;padding:14px 16px}header a{color:#fff}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}.card{background:#fff;border:1px solid #e4dccf;border-radius:10px;padding:14px;margin:12px 0}
table{width:100%;border-collapse:collapse;font-size:.95rem}td,th{padding:6px 4px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}.num{text-align:right;white-space:nowrap}
.total td{font-weight:700}.muted{color:#5c544a;font-size:.9rem}.ok{background:#e7f3ea;border-color:#9cc9a7}.err{background:#fbeaea;border-color:#e0a2a2}.info{background:#eef3f8;border-color:#a9c0d8}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}input[type=text],input[type=email],textarea{width:100%;box-sizing:border-box;font-size:1.1rem;padding:10px;border:1px solid #bbb;border-radius:8px}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400;margin:.8rem 0}.check input{width:22px;height:22px;flex:none;margin-top:2px}
button,.button{display:inline-block;font-size:1.05rem;padding:12px 18px;border-radius:8px;border:0;background:#2f3a33;color:#fff;text-decoration:none;cursor:pointer;margin-top:.6rem}
.desc{white-space:pre-line;font-size:.9rem}.cert{border-left:4px solid #a8774a}.secondary{background:#fff;color:#2f3a33;border:1px solid #2f3a33}@media (max-width:560px){.hide-sm{display:none}}`;

function layout(b: BusinessSettings, title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${e(title)} – ${e(b.name)}</title><style>${style}</style></head><body><header><strong>${e(b.name)}</strong> · <a href="tel:${e(b.phone.replace(/\s/g, ""))}">${e(b.phone)}</a></header><main>${body}</main></body></html>`;
}

/** 410 (revoked, replaced, expired) or 404: a French explanation and the business's phone. */
export function gonePage(b: BusinessSettings, message: string): string {
  return layout(
    b,
    "Devis indisponible",
    `<h1>Ce devis n'est plus disponible</h1><div class="card info"><p>${e(message)}</p><p>Pour toute question, appelez-nous au <a href="tel:${e(b.phone.replace(/\s/g, ""))}">${e(b.phone)}</a> ou écrivez à <a href="mailto:${e(b.email)}">${e(b.email)}</a>.</p></div>`,
  );
}

export interface PageState {
  message?: { kind: "ok" | "err" | "info"; text: string };
  values?: { name?: string; expressStart?: boolean; certification?: boolean };
  now: Date;
}

function linesHtml(r: DevisRow): string {
  const rows = r.lines
    .map((l) =>
      l.kind === "titre"
        ? `<tr><th colspan="4">${e(l.designation)}</th></tr>`
        : `<tr><td>${e(l.designation)}${l.description ? `<div class="desc">${e(l.description)}</div>` : ""}<div class="muted">${e(quantityText(l.quantity))} ${e(l.unit)} × ${e(euros(l.unitPriceCents))} HT</div></td><td class="num hide-sm">${e(rateText(l.vatRate))}</td><td class="num">${e(euros(lineHtCents(l)))}</td></tr>`,
    )
    .join("");
  const t = devisTotals(r.lines);
  const rates = t.byRate
    .map(
      (x) =>
        `<tr><td>TVA à ${e(rateText(x.rate))} (sur ${e(euros(x.htCents))})</td><td class="hide-sm"></td><td class="num">${e(euros(x.vatCents))}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>Désignation</th><th class="num hide-sm">TVA</th><th class="num">Total HT</th></tr></thead><tbody>${rows}
<tr class="total"><td>Total HT</td><td class="hide-sm"></td><td class="num">${e(euros(t.htCents))}</td></tr>${rates}
<tr class="total"><td>Total TTC</td><td class="hide-sm"></td><td class="num">${e(euros(t.ttcCents))}</td></tr></tbody></table>${
    r.depositPercent > 0
      ? `<p>Acompte à la commande : ${r.depositPercent} % soit ${e(euros(Math.round((t.ttcCents * r.depositPercent) / 100)))}${r.channel === "domicile" && !isProfessional(r.client) ? " (exigible au plus tôt 7 jours après la signature)" : ""}.</p>`
      : ""
  }`;
}

const premisesOf = (r: DevisRow) => r.siteAddress || r.client.address;

/** The client's certification of a reduced rate (BOI-LETTRE-000280), as the PDF prints it. */
function certificationHtml(r: DevisRow): string {
  const rates = certificationRates(r.lines);
  if (rates.length === 0) return "";
  const name = r.evidence?.boxes.certification ? r.evidence.typedName : "";
  return `<h2>Certification du client pour la TVA à taux réduit</h2><div class="card cert">${rates
    .map((rate) => `<p><strong>${e(certificationTitle(rate))}</strong><br>${e(certificationWording(rate, name))}</p>`)
    .join("")}${certificationNotes(premisesOf(r))
    .map((n) => `<p class="muted">${e(n)}</p>`)
    .join("")}</div>`;
}

function certificationBox(r: DevisRow, state: PageState): string {
  const rates = certificationRates(r.lines);
  if (rates.length === 0) return "";
  return `<label class="check"><input type="checkbox" name="certification" value="1" required${state.values?.certification ? " checked" : ""}><span><strong>Certification TVA à taux réduit</strong> (obligatoire pour ce devis) : ${e(certificationCheckboxText(rates, premisesOf(r)))}</span></label>`;
}

function acceptForms(b: BusinessSettings, r: DevisRow, token: string, state: PageState): string {
  const base = `/mon-devis/${e(token)}`;
  const consumer = !isProfessional(r.client);
  return `<h2>Accepter ce devis</h2><div class="card">
<p><strong>1.</strong> Recevez un code de vérification à 6 chiffres à l'adresse ${e(mask(r.client.email))} (valable 10 minutes).</p>
<form method="post" action="${base}/code"><button type="submit" class="secondary">Recevoir mon code par e-mail</button></form>
<form method="post" action="${base}/accepter">
<input type="hidden" name="pdfSha256" value="${e(r.pdfSha256 ?? "")}">
<p><strong>2.</strong> Saisissez le code, votre nom et cochez « Bon pour accord ».</p>
<label for="code">Code reçu par e-mail</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" maxlength="7" required>
<label for="name">Votre nom complet</label><input type="text" id="name" name="name" autocomplete="name" maxlength="160" required value="${e(state.values?.name ?? "")}">
<label class="check"><input type="checkbox" name="bonPourAccord" value="1" required><span><strong>Bon pour accord</strong> : j'accepte le devis n° ${e(r.number)} d'un montant de ${e(euros(devisTotals(r.lines).ttcCents))} TTC.</span></label>
${certificationBox(r, state)}
${consumer ? `<label class="check"><input type="checkbox" name="expressStart" value="1"${state.values?.expressStart ? " checked" : ""}><span>Je demande que les travaux commencent avant la fin du délai de rétractation (facultatif, article L221-25 du Code de la consommation).</span></label>` : ""}
<button type="submit">Accepter le devis</button></form></div>
<h2>Refuser ce devis</h2><div class="card"><form method="post" action="${base}/refuser">
<p>Le refus demande aussi le code reçu par e-mail (étape 1 ci-dessus).</p>
<label for="refuse-code">Votre code, pour refuser le devis</label><input type="text" id="refuse-code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" maxlength="7" required>
<label for="reason">Motif (facultatif)</label><textarea id="reason" name="reason" rows="3" maxlength="1000"></textarea>
<button type="submit" class="secondary">Refuser le devis</button></form></div>
<p class="muted">Une question ? Appelez ${e(b.name)} au <a href="tel:${e(b.phone.replace(/\s/g, ""))}">${e(b.phone)}</a>.</p>`;
}

export function devisPage(b: BusinessSettings, r: DevisRow, token: string, state: PageState): string {
  const consumer = !isProfessional(r.client);
  const base = `/mon-devis/${e(token)}`;
  const parts: string[] = [];
  if (state.message)
    parts.push(`<div class="card ${state.message.kind}" role="status"><p>${e(state.message.text)}</p></div>`);
  parts.push(`<h1>Devis n° ${e(r.number)}</h1>`);
  if (r.title) parts.push(`<p>${e(r.title)}</p>`);
  parts.push(
    `<div class="card"><p>Pour : <strong>${e(r.client.name)}</strong>${r.client.company ? ` (${e(r.client.company)})` : ""}<br>Chantier : ${e(r.siteAddress || r.client.address || "à préciser")}<br>Envoyé le ${e(frenchDay(parisDate(r.sentAt ?? state.now)))} · valable jusqu'au ${e(frenchDay(r.validUntil ?? parisDate(state.now)))}</p>
<p><a class="button" href="${base}/devis.pdf">${r.status === "accepte" ? "Télécharger le devis signé (PDF)" : "Télécharger le devis (PDF)"}</a></p></div>`,
  );
  if (r.status === "accepte" && r.evidence) {
    const w = r.evidence.withdrawalEnd;
    parts.push(
      `<div class="card ok"><p><strong>Devis accepté</strong> le ${e(frenchDay(parisDate(new Date(r.evidence.acceptedAt))))} par ${e(r.evidence.typedName)}${r.evidence.method === "papier" ? " (signé sur papier)" : ""}.</p>${w ? `<p>Vous pouvez vous rétracter jusqu'au <strong>${e(frenchDay(w))}</strong> inclus, avec le formulaire de rétractation du devis ou par toute déclaration écrite claire.</p>` : ""}</div>`,
    );
  }
  if (r.status === "refuse")
    parts.push(
      `<div class="card info"><p><strong>Vous avez refusé ce devis.</strong> Merci de nous avoir répondu.</p></div>`,
    );
  parts.push(
    `<h2>Détail</h2><div class="card">${linesHtml(r)}${r.paymentTerms ? `<p>Conditions de paiement : ${e(r.paymentTerms)}</p>` : ""}${r.leadTime ? `<p>Délai estimé : ${e(r.leadTime)}</p>` : ""}${r.note ? `<p>${e(r.note)}</p>` : ""}</div>`,
  );
  const certification = certificationHtml(r);
  if (certification) parts.push(certification);
  if (consumer && r.status === "envoye") {
    const today = parisDate(state.now);
    parts.push(
      `<h2>Votre droit de rétractation</h2><div class="card"><p>Vous disposez de 14 jours après votre acceptation pour vous rétracter, sans motif : si vous acceptez aujourd'hui, jusqu'au <strong>${e(frenchDay(withdrawalEnd(today)))}</strong> inclus (formulaire de rétractation à la fin du PDF).</p>${r.channel === "domicile" ? "<p>Contrat signé à votre domicile : aucun paiement ne peut vous être demandé avant 7 jours après la signature.</p>" : ""}</div>`,
    );
  }
  if (r.status === "envoye") parts.push(acceptForms(b, r, token, state));
  return layout(b, `Devis ${r.number}`, parts.join("\n"));
}
