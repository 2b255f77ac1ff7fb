import type { BusinessSettings } from "#domain/business.ts";
import { receptionVerdict } from "#domain/chantier-reception.ts";
import { chantierAddress } from "#domain/chantiers.ts";
import { frenchDay } from "#domain/devis.ts";
import { escapeHtml as e } from "#server/infra/html.ts";
import { maskEmail as mask } from "#server/modules/signature/index.ts";
import { layout } from "./page.ts";
import type { Reception } from "./reception.ts";
import type { ChantierRow } from "./service.ts";

/**
 * The client's PV page /mon-chantier/<token>/reception: read the PV (PDF), receive a code by
 * e-mail, sign; then the warranties' dates and the consent to publish photos. Plain HTML forms
 * (the same with or without JavaScript), like the devis page.
 */

const formStyle = `input[type=text]{width:100%;box-sizing:border-box;font-size:1.1rem;padding:10px;border:1px solid #bbb;border-radius:8px}
.check{display:flex;gap:10px;align-items:flex-start;font-weight:400;margin:.8rem 0}.check input{width:22px;height:22px;flex:none;margin-top:2px}
.button{display:inline-block;font-size:1.05rem;padding:12px 18px;border-radius:8px;background:#2f3a33;color:#fff;text-decoration:none}.secondary{background:#fff;color:#2f3a33;border:1px solid #2f3a33}`;

export interface ReceptionPageState {
  message?: { kind: "ok" | "err" | "info"; text: string };
  values?: { name?: string; publishConsent?: boolean };
}

type View = Awaited<ReturnType<Reception["forClient"]>>;

const consentText =
  "J'accepte que l'entreprise publie des photos de ces travaux sur son site, sans mon nom ni mon adresse : seule la commune est indiquée (facultatif, révocable à tout moment sur cette page).";

/** The card the chantier page shows about the PV (nothing until the office prepared one). */
export function receptionCard(v: View, token: string): string {
  if (v.status === "absent") return "";
  const link = `<a class="button" href="/mon-chantier/${e(token)}/reception">`;
  return v.status === "signe"
    ? `<h2>Réception des travaux</h2><div class="card ok"><p>Procès-verbal de réception signé : réception du ${e(frenchDay(v.receptionDate ?? v.pdfDate))}.</p><p>${link}Voir le procès-verbal et mes garanties</a></p></div>`
    : v.blockedBy
      ? `<h2>Réception des travaux</h2><div class="card info"><p>${e(v.blockedBy)}</p><p>${link}Lire le procès-verbal de réception</a></p></div>`
      : `<h2>Réception des travaux</h2><div class="card info"><p>Le procès-verbal de réception est prêt : relisez-le et signez-le en ligne.</p><p>${link}Signer le procès-verbal de réception</a></p></div>`;
}

export function receptionPage(
  b: BusinessSettings,
  c: ChantierRow,
  v: View,
  token: string,
  state: ReceptionPageState,
): string {
  const base = `/mon-chantier/${e(token)}/reception`;
  const parts: string[] = [];
  if (state.message)
    parts.push(`<div class="card ${state.message.kind}" role="status"><p>${e(state.message.text)}</p></div>`);
  parts.push(`<p><a href="/mon-chantier/${e(token)}">← Mon chantier</a></p><h1>Procès-verbal de réception</h1>`);
  if (v.status === "absent") {
    parts.push(`<div class="card info"><p>Le procès-verbal de réception n'est pas encore prêt.</p></div>`);
    return layout(b, "Procès-verbal de réception", parts.join("\n"), formStyle);
  }
  const reservations =
    v.reservations.length > 0
      ? `<p>Réception <strong>avec réserves</strong> :</p><ol>${v.reservations.map((r) => `<li>${e(r)}</li>`).join("")}</ol>`
      : `<p>Réception <strong>sans réserve</strong>.</p>`;
  parts.push(
    `<div class="card"><p>Chantier : <strong>${e(c.title)}</strong><br>Adresse des travaux : ${e(chantierAddress(c) || "à préciser")}<br>Date : ${e(frenchDay(v.receptionDate ?? v.pdfDate))}</p>${reservations}
<p><a class="button" href="${base}/pv.pdf">${v.status === "signe" ? "Télécharger le procès-verbal signé (PDF)" : "Lire le procès-verbal (PDF)"}</a></p></div>`,
  );
  if (v.status === "signe") {
    parts.push(
      `<div class="card ok"><p><strong>Signé</strong> par ${e(v.signedBy ?? "")} : la réception date du ${e(frenchDay(v.receptionDate ?? ""))}.</p><h2>Vos garanties</h2><ul>${v.warranties.map((w) => `<li>${e(w.label)} : jusqu'au <strong>${e(frenchDay(w.until))}</strong></li>`).join("")}</ul></div>`,
    );
    const consent = v.publishConsentAt
      ? `<p>Vous avez accepté le ${e(frenchDay(v.publishConsentAt.slice(0, 10)))} que des photos de ces travaux soient publiées (commune seulement).</p><form method="post" action="${base}/accord"><input type="hidden" name="consent" value="0"><button type="submit" class="secondary">Retirer mon accord</button></form>`
      : `<p>Vous n'avez pas donné votre accord pour publier des photos de ces travaux.</p><form method="post" action="${base}/accord"><input type="hidden" name="consent" value="1"><p class="muted">${e(consentText)}</p><button type="submit" class="secondary">Donner mon accord</button></form>`;
    parts.push(`<h2>Photos de vos travaux</h2><div class="card">${consent}</div>`);
    return layout(b, "Procès-verbal de réception", parts.join("\n"), formStyle);
  }
  if (v.blockedBy) {
    // The works are still planned after today: no code, no signature (docs/chantiers.md §7).
    parts.push(
      `<h2>Signer le procès-verbal</h2><div class="card info" id="reception-pas-encore"><p>${e(v.blockedBy)}</p></div>`,
    );
    return layout(b, "Procès-verbal de réception", parts.join("\n"), formStyle);
  }
  parts.push(`<h2>Signer le procès-verbal</h2><div class="card">
<p><strong>1.</strong> Recevez un code de vérification à 6 chiffres à l'adresse ${e(mask(c.clientEmail))} (valable 10 minutes).</p>
<form method="post" action="${base}/code"><button type="submit" class="secondary">Recevoir mon code par e-mail</button></form>
<form method="post" action="${base}/signer">
<input type="hidden" name="pdfSha256" value="${e(v.pdfSha256)}">
<p><strong>2.</strong> Saisissez le code, votre nom et cochez la case de réception.</p>
<label for="code">Code reçu par e-mail</label><input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]{6,7}" maxlength="7" required>
<label for="name">Votre nom complet</label><input type="text" id="name" name="name" autocomplete="name" maxlength="160" required value="${e(state.values?.name ?? "")}">
<label class="check"><input type="checkbox" name="receive" value="1" required><span>Je prononce la réception des travaux <strong>${e(receptionVerdict(v.reservations))}</strong>, le ${e(frenchDay(v.pdfDate))}, selon le procès-verbal ci-dessus.</span></label>
<label class="check"><input type="checkbox" name="publishConsent" value="1"${state.values?.publishConsent ? " checked" : ""}><span>${e(consentText)}</span></label>
<button type="submit">Signer le procès-verbal</button></form></div>
<p class="muted">La réception fait courir les garanties de parfait achèvement (1 an), biennale (2 ans) et décennale (10 ans).</p>`);
  return layout(b, "Procès-verbal de réception", parts.join("\n"), formStyle);
}
