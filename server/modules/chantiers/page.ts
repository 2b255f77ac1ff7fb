import { chantierDocumentKindOptions, chantierStatusLabel, chantierStepLabel } from "#domain/chantiers.ts";
import { parisDate } from "#domain/business.ts";
import type { BusinessSettings } from "#domain/business.ts";
import { euros, frenchDay } from "#domain/devis.ts";
import { escapeHtml as e } from "#server/infra/html.ts";
import type { ChantierPublic } from "./public.ts";

/**
 * The client's page /mon-chantier/<token>: plain HTML (no script, forms post), readable on a
 * phone, never indexed nor cached. Only what the office chose to show: visible photos, documents.
 */

const style = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2421;background:#fbf8f3;line-height:1.5}
main{max-width:820px;margin:0 auto;padding:16px}header{background:#2f3a33;color:#fff;padding:14px 16px}header a{color:#fff}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}.card{background:#fff;border:1px solid #e4dccf;border-radius:10px;padding:14px;margin:12px 0}
.muted{color:#5c544a;font-size:.9rem}.ok{background:#e7f3ea;border-color:#9cc9a7}.err{background:#fbeaea;border-color:#e0a2a2}.info{background:#eef3f8;border-color:#a9c0d8}
ol.steps{list-style:none;padding:0;margin:0}ol.steps li{padding:10px 0;border-bottom:1px solid #eee}ol.steps li:last-child{border:0}.done{color:#2e6b3f;font-weight:600}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px}.photos img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:8px;display:block}
.msg{padding:8px 12px;border-radius:8px;margin:8px 0;max-width:90%}.msg.client{background:#eef3f8;margin-left:auto}.msg.office{background:#f3efe7}
label{display:block;margin:.6rem 0 .2rem;font-weight:600}textarea{width:100%;box-sizing:border-box;font-size:1.05rem;padding:10px;border:1px solid #bbb;border-radius:8px}
button{font-size:1.05rem;padding:12px 18px;border-radius:8px;border:0;background:#2f3a33;color:#fff;cursor:pointer;margin-top:.6rem}`;

export function layout(b: BusinessSettings, title: string, body: string, extraStyle = ""): string {
  const tel = e(b.phone.replace(/\s/g, ""));
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${e(title)} – ${e(b.name)}</title><style>${style}${extraStyle}</style></head><body><header><strong>${e(b.name)}</strong> · <a href="tel:${tel}">${e(b.phone)}</a></header><main>${body}</main></body></html>`;
}

/** 410 (revoked link) or 404 (unknown): a French explanation and how to reach the business. */
export function chantierGonePage(b: BusinessSettings, title: string, message: string): string {
  return layout(
    b,
    title,
    `<h1>${e(title)}</h1><div class="card info"><p>${e(message)}</p><p>Pour toute question, appelez-nous au <a href="tel:${e(b.phone.replace(/\s/g, ""))}">${e(b.phone)}</a> ou écrivez à <a href="mailto:${e(b.email)}">${e(b.email)}</a>.</p></div>`,
  );
}

const day = (iso: string | null) => (iso ? frenchDay(iso) : "");

export interface ChantierPageState {
  message?: { kind: "ok" | "err"; text: string };
  draft?: string;
  /** The PV de réception's card (reception-page.ts), if one is prepared. */
  reception?: string;
  /** The invoices issued for the chantier's devis (deposit, final, credit notes). */
  invoices?: ClientInvoice[];
}

/** An issued invoice as the client's page lists it (the invoices module's, given by the composition root). */
export interface ClientInvoice {
  id: number;
  number: string;
  /** « Facture d'acompte », « Facture de solde », « Avoir »… */
  label: string;
  issuedOn: string;
  netCents: number;
}

/** What the client's page reads of the invoices (server/app.ts gives the invoices module's). */
export interface ClientInvoices {
  ofDevis(devisId: number): Promise<ClientInvoice[]>;
  pdf(invoiceId: number): Promise<{ number: string; pdf: Buffer }>;
}

export function chantierPage(
  b: BusinessSettings,
  v: Awaited<ReturnType<ChantierPublic["view"]>>,
  token: string,
  state: ChantierPageState,
): string {
  const base = `/mon-chantier/${e(token)}`;
  const c = v.chantier;
  const parts: string[] = [];
  if (state.message)
    parts.push(`<div class="card ${state.message.kind}" role="status"><p>${e(state.message.text)}</p></div>`);
  parts.push(`<h1>${e(c.title || "Votre chantier")}</h1>`);
  parts.push(
    `<div class="card"><p>Pour : <strong>${e(c.clientName)}</strong><br>Lieu : ${e([c.postalCode, c.commune].filter(Boolean).join(" ") || "à préciser")}<br>État : <strong>${e(chantierStatusLabel(c.status))}</strong></p></div>`,
  );
  const steps = v.steps
    .map((s) => {
      const planned =
        s.plannedStart && s.plannedEnd && s.plannedEnd !== s.plannedStart
          ? `du ${day(s.plannedStart)} au ${day(s.plannedEnd)}`
          : s.plannedStart
            ? `le ${day(s.plannedStart)}`
            : "date à venir";
      const done = s.doneOn
        ? `<span class="done">Fait le ${e(day(s.doneOn))}</span>`
        : `<span class="muted">Prévu ${e(planned)}</span>`;
      return `<li><strong>${e(chantierStepLabel(s.step))}</strong><br>${done}</li>`;
    })
    .join("");
  parts.push(`<h2>Les étapes</h2><div class="card"><ol class="steps">${steps}</ol></div>`);
  if (state.reception) parts.push(state.reception);
  parts.push(
    `<h2>Les photos</h2>${
      v.photos.length === 0
        ? `<p class="muted">Aucune photo partagée pour le moment.</p>`
        : `<div class="photos">${v.photos
            .map(
              (p) =>
                `<a href="${base}/photos/${p.id}/file"><img src="${base}/photos/${p.id}/thumb" alt="${e(p.caption || `Photo du ${day(parisDate(p.takenAt))}`)}" width="${p.width ?? 320}" height="${p.height ?? 240}" loading="lazy"></a>`,
            )
            .join("")}</div>`
    }`,
  );
  const docLabel = (k: string) => chantierDocumentKindOptions.find((o) => o.value === k)?.label ?? "Document";
  parts.push(
    `<h2>Les documents</h2>${
      v.documents.length === 0
        ? `<p class="muted">Aucun document pour le moment.</p>`
        : `<div class="card"><ul>${v.documents
            .map((d) => `<li><a href="${base}/documents/${d.id}">${e(d.title || docLabel(d.kind))}</a> (PDF)</li>`)
            .join("")}</ul></div>`
    }`,
  );
  if (state.invoices?.length)
    parts.push(
      `<h2>Vos factures</h2><div class="card"><ul>${state.invoices
        .map(
          (i) =>
            `<li><a href="${base}/factures/${i.id}">${e(i.label)} n° ${e(i.number)}</a> du ${e(day(i.issuedOn))} : ${e(euros(i.netCents))} TTC (PDF)</li>`,
        )
        .join("")}</ul></div>`,
    );
  const thread = v.messages
    .map(
      (m) =>
        `<div class="msg ${m.from === "client" ? "client" : "office"}"><div class="muted">${m.from === "client" ? "Vous" : e(b.name)} · ${e(day(parisDate(m.createdAt)))}</div><div>${e(m.body).replace(/\n/g, "<br>")}</div></div>`,
    )
    .join("");
  parts.push(
    `<h2>Vos messages</h2><div class="card">${thread || `<p class="muted">Une question ? Écrivez-nous ici : nous recevons votre message par e-mail.</p>`}
<form method="post" action="${base}/messages"><label for="body">Votre message</label><textarea id="body" name="body" rows="4" maxlength="4000" required>${e(state.draft ?? "")}</textarea><button type="submit">Envoyer le message</button></form></div>`,
  );
  parts.push(
    `<p class="muted">Cette page est personnelle : ne transmettez pas son adresse. Une question urgente ? Appelez-nous au <a href="tel:${e(b.phone.replace(/\s/g, ""))}">${e(b.phone)}</a>.</p>`,
  );
  return layout(b, c.title || "Votre chantier", parts.join("\n"));
}
