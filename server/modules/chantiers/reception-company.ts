/**
 * The company signs the PV de réception first (réception is contradictory, art. 1792-6): the member
 * who does the réception — the craftsman assigned to the chantier on his phone, or the office — with
 * his session. The PV is drawn again with his signature, the client is e-mailed that it is ready to
 * sign, and only then can the client ask for his code (docs/chantiers.md).
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { AppError } from "#server/errors.ts";
import { createSecretBox } from "#server/infra/mail/secret.ts";
import { createSigning } from "#server/modules/signature/index.ts";
import { openFor, type Viewer } from "./access.ts";
import { compose, mailClientWithNote } from "./emails.ts";
import type { ReceptionPdfInput } from "./reception-pdf.ts";
import { receptionBlockedFor } from "./reception-schedule.ts";
import { signedPv } from "./reception-ref.ts";
import { ALREADY_SIGNED, NONE, type ReceptionDeps, type ReceptionRow } from "./reception-signing.ts";
import { chantierAccessTokens, chantierReceptions } from "./schema.ts";
import type { ChantierRow } from "./service.ts";

/** The company's signature as the PDF prints it, or null before it. */
export const companyOf = (r: ReceptionRow): ReceptionPdfInput["company"] =>
  r.companySignedAt ? { name: r.companySignedByName, signedAt: r.companySignedAt.toISOString() } : null;

interface Parts {
  find: (chantierId: number) => Promise<ReceptionRow | null>;
  render: (
    c: ChantierRow,
    reservations: string[],
    date: string,
    company: ReceptionPdfInput["company"],
  ) => Promise<{ pdf: string; pdfSha256: string; pdfDate: string }>;
  view: (row: ReceptionRow | null, c: ChantierRow) => Promise<unknown>;
}

export function createCompanySigning(deps: ReceptionDeps, { find, render, view }: Parts) {
  const { db, now, outbox, config, business } = deps;
  const box = createSecretBox(config.dataDir);
  const signing = createSigning({ now });

  /** The client's current link, rebuilt from its sealed token; null when none can be (an older link). */
  async function clientUrl(chantierId: number): Promise<string | null> {
    const [access] = await db
      .select({ sealed: chantierAccessTokens.tokenSealed })
      .from(chantierAccessTokens)
      .where(and(eq(chantierAccessTokens.chantierId, chantierId), isNull(chantierAccessTokens.revokedAt)))
      .orderBy(desc(chantierAccessTokens.id))
      .limit(1);
    const token = access?.sealed ? box.open(access.sealed) : null;
    return token ? `${config.siteUrl}/mon-chantier/${token}` : null;
  }

  return {
    /** « Signer pour l'entreprise »: the PV prepared, not signed yet, the works not planned after today. */
    async sign(viewer: Viewer, chantierId: number) {
      const c = await openFor(db, viewer, chantierId);
      const row = await find(chantierId);
      if (!row) throw new AppError("not-found", NONE);
      if (row.status === "signe") throw new AppError("conflict", ALREADY_SIGNED);
      if (row.companySignedAt) throw new AppError("conflict", "Le procès-verbal est déjà signé pour l'entreprise.");
      const at = now();
      const blocked = await receptionBlockedFor(db, c.id, parisDate(at), "office");
      if (blocked) throw new AppError("unprocessable", blocked);
      const company = { name: viewer.name, signedAt: at.toISOString() };
      const drawn = await render(c, row.reservations, parisDate(at), company);
      const settings = await business.get();
      const url = await clientUrl(c.id);
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(chantierReceptions)
          .where(eq(chantierReceptions.id, row.id))
          .for("update");
        if (
          locked.status === "signe" ||
          locked.companySignedAt ||
          locked.updatedAt.getTime() !== row.updatedAt.getTime()
        )
          throw new AppError("conflict", "Le procès-verbal vient d'être modifié : rechargez la page.");
        await tx
          .update(chantierReceptions)
          .set({
            ...drawn,
            companySignedAt: at,
            companySignedById: viewer.id,
            companySignedByName: viewer.name,
            updatedAt: at,
          })
          .where(eq(chantierReceptions.id, row.id));
        await signing.forget(tx, signedPv(row));
        await mailClientWithNote(
          tx,
          outbox,
          c,
          {
            kind: "chantier_pv_pret",
            ...compose(
              `Procès-verbal de réception prêt à signer – ${c.title}`,
              [
                `Bonjour ${c.clientName},`,
                `${viewer.name} a signé pour ${settings.name} le procès-verbal de réception de « ${c.title} ». Relisez-le sur votre page de suivi et signez-le à votre tour : un code vous sera envoyé par e-mail.`,
                url ? "" : "Ouvrez votre page de suivi avec le lien personnel que nous vous avons envoyé par e-mail.",
              ].filter(Boolean),
              url ? { url: `${url}/reception`, label: "Signer le procès-verbal" } : undefined,
            ),
            replyTo: settings.email,
          },
          {
            title: `PV de réception « ${c.title} » signé pour l'entreprise par ${viewer.name}`,
            author: { id: viewer.id, name: viewer.name },
          },
        );
      });
      outbox.kick();
      return view(await find(chantierId), c);
    },
  };
}
