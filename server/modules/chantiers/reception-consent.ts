import { sql, eq } from "drizzle-orm";
import { parisDate } from "#domain/business.ts";
import { frenchDay } from "#domain/devis.ts";
import { chantiers } from "./schema.ts";
import { compose, queueChantierMail } from "./emails.ts";
import type { ReceptionDeps } from "./reception-signing.ts";
import type { ChantierRow } from "./service.ts";

/** The client's consent to publish photos of the job, given or withdrawn from his page. */
export function createPublishConsent(deps: ReceptionDeps) {
  const { db, business, now, outbox, config } = deps;
  const today = () => parisDate(now());

  return {
    /**
     * The client gives (true) or withdraws (false) his consent to publish photos of the job. A
     * withdrawal takes the projects made from this chantier off the site at once (back to drafts)
     * and tells the office, which decides what to do with the photos in the media library
     * (docs/chantiers.md). Returns the projects unpublished.
     */
    async setConsent(c: ChantierRow, consent: boolean): Promise<number> {
      await db
        .update(chantiers)
        .set({ publishConsentAt: consent ? (c.publishConsentAt ?? now()) : null, updatedAt: sql`now()` })
        .where(eq(chantiers.id, c.id));
      if (consent || !c.publishConsentAt) return 0;
      const withdrawn: string[] = [];
      const drafts: string[] = [];
      for (const id of c.publishedProjectIds) {
        const project = (await deps.content?.().getRow("portfolio", id)) as
          { title: string; isPublished: boolean; publishAt: Date | null } | null | undefined;
        if (!project) continue;
        const named = `« ${project.title} » (${config.siteUrl}/admin/portfolio/${id}/edit)`;
        if (!project.isPublished && !project.publishAt) {
          drafts.push(named);
          continue;
        }
        // An explicit unpublication also cancels a planned publication (content/writer.ts).
        await deps.content!().patch("portfolio", id, { isPublished: false });
        withdrawn.push(named);
      }
      const settings = await business.get();
      await queueChantierMail(db, outbox, c, {
        kind: "chantier_accord_retire",
        ...compose(
          `Accord de publication retiré par ${c.clientName} – ${c.title}`,
          [
            `${c.clientName} a retiré depuis sa page de suivi son accord pour publier des photos de ses travaux, le ${frenchDay(today())}.`,
            withdrawn.length > 0
              ? `Le site a retiré de la page Réalisations (remis en brouillon) : ${withdrawn.join(" ; ")}.`
              : "Aucune réalisation faite à partir de ce chantier n'était en ligne.",
            ...(drafts.length > 0
              ? [`Ne publiez pas ces brouillons faits à partir de ce chantier : ${drafts.join(" ; ")}.`]
              : []),
            "Les photos copiées dans la médiathèque y restent : retirez-les si elles servent ailleurs (article, page, réseaux sociaux), le site ne peut pas le faire pour vous.",
          ],
          { url: `${config.siteUrl}/admin/chantiers/${c.id}`, label: "Ouvrir le chantier" },
        ),
        to: deps.businessTo() || settings.email,
      });
      outbox.kick();
      return withdrawn.length;
    },
  };
}
