import { useState } from "react";
import { chantierDocumentKindOptions } from "#domain/chantiers.ts";
import { apiJson } from "#app/lib/api-client.ts";
import { btnSmall, btnSmallPrimary } from "#app/ui/buttons.ts";
import { Card } from "#app/ui/card.tsx";
import { input, useAction } from "./office-panels.tsx";
import type { ChantierDetail } from "./types.ts";

/* The office's exchanges with the client on a chantier: the message thread and the documents. */

/** The thread with the client: each message here is e-mailed to him. */
export function MessagesPanel({ c }: { c: ChantierDetail }) {
  const act = useAction(c.id);
  const [body, setBody] = useState("");
  return (
    <Card title="Messages avec le client">
      {c.messages.length === 0 && <p className="text-sm text-muted">Aucun message pour le moment.</p>}
      <ul className="flex flex-col gap-2">
        {c.messages.map((m) => (
          <li
            key={m.id}
            className={`max-w-[90%] rounded-xl p-3 text-sm ${m.from === "client" ? "bg-cream" : "ml-auto bg-forest/10"}`}
          >
            <p className="text-xs text-muted">
              {m.from === "client" ? c.clientName : m.authorName} · {new Date(m.createdAt).toLocaleString("fr-FR")}
            </p>
            <p className="whitespace-pre-line">{m.body}</p>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void act("Message envoyé au client", () => apiJson("POST", `/api/chantiers/${c.id}/messages`, { body })).then(
            (ok) => ok && setBody(""),
          );
        }}
      >
        <label htmlFor="message" className="text-sm font-medium text-forest-dark">
          Écrire au client (envoyé par e-mail)
        </label>
        <textarea
          id="message"
          rows={3}
          className={input}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={4000}
        />
        <button type="submit" className={`${btnSmallPrimary} self-start`} disabled={!body.trim()}>
          Envoyer
        </button>
      </form>
    </Card>
  );
}

/** Documents: the signed devis, then PDFs the office adds (décennale certificate, invoices). */
export function DocumentsPanel({ c }: { c: ChantierDetail }) {
  const act = useAction(c.id);
  const [kind, setKind] = useState("decennale");
  return (
    <Card title="Documents">
      <ul className="mb-3 flex flex-col gap-1 text-sm">
        {c.documents.length === 0 && <li className="text-muted">Aucun document.</li>}
        {c.documents.map((d) => (
          <li key={d.id}>
            <a href={d.url} className="text-walnut underline" target="_blank" rel="noreferrer">
              {d.title}
            </a>
            {d.visibleToClient ? " · visible par le client" : ""}
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const target = e.currentTarget;
          void act("Document ajouté", () => apiJson("POST", `/api/chantiers/${c.id}/documents`, form)).then(
            (ok) => ok && target.reset(),
          );
        }}
      >
        <label className="flex flex-col gap-1 text-sm">
          Type
          <select name="kind" className={input} value={kind} onChange={(e) => setKind(e.target.value)}>
            {chantierDocumentKindOptions
              .filter((o) => o.value !== "devis_signe")
              .map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Fichier PDF
          <input name="file" type="file" accept="application/pdf" required className="text-sm" />
        </label>
        <button type="submit" className={btnSmall}>
          Ajouter
        </button>
      </form>
    </Card>
  );
}
