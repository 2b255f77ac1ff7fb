import { MessageCircle } from "lucide-react";
import { FaqAccordion, type QA } from "#app/ui/accordion.tsx";
import { SectionHeading } from "../section-heading";

/** 'Questions Fréquentes' with a link down to the contact section. */
export function FaqSection({ items }: { items: QA[] }) {
  return (
    <section aria-labelledby="faq-title" className="bg-cream py-20 md:py-28">
      <div className="container-site grid gap-12 lg:grid-cols-[1fr_1.6fr]">
        <div>
          <SectionHeading eyebrow="Vos questions" title="Questions Fréquentes" id="faq-title" align="left">
            <p>
              Délais, garanties, zone d'intervention, déroulement d'un projet&nbsp;: l'essentiel avant de nous confier
              le vôtre.
            </p>
          </SectionHeading>
          <div className="-mt-4 rounded-2xl border border-line bg-white p-6 shadow-card">
            <p className="font-medium text-forest-dark">Vous ne trouvez pas votre réponse ?</p>
            <a href="#contact" className="btn-outline mt-4">
              <MessageCircle aria-hidden="true" className="size-4" />
              Contactez-nous directement
            </a>
          </div>
        </div>
        <FaqAccordion items={items} />
      </div>
    </section>
  );
}
