import { ContactDetails } from "../contact-details";
import { MapEmbed } from "../map-embed";
import { Island } from "#app/islands/island.tsx";
import { QuoteFormView } from "../quote-form";
import { newSubmissionKey } from "#domain/submission-key.ts";
import { SectionHeading } from "../section-heading";
import { useBusiness } from "#app/lib/business.ts";
import { homeText } from "#domain/home-texts.ts";
import { frenchSpacing } from "#domain/typography.ts";
import { Frozen, useFrozenHole } from "#app/lib/frozen.tsx";

/**
 * Home contact section (anchor #contact): details and map on the left, the quote form on the right.
 * Rendered once per content version, with a new idempotency key per page (app/lib/frozen.tsx).
 */
export function ContactSection({ mapEmbedUrl }: { mapEmbedUrl: string }) {
  const submissionKey = useFrozenHole("submission-key", newSubmissionKey);
  return (
    <Frozen id="home:contact">
      <Contact mapEmbedUrl={mapEmbedUrl} submissionKey={submissionKey} />
    </Frozen>
  );
}

function Contact({ mapEmbedUrl, submissionKey }: { mapEmbedUrl: string; submissionKey: string }) {
  const business = useBusiness();
  return (
    <section id="contact" aria-labelledby="contact-title" className="py-20 md:py-28">
      <div className="container-site">
        <SectionHeading eyebrow="Contact" title="Parlons de votre projet" id="contact-title">
          <p>{frenchSpacing(homeText("contact", business))}</p>
        </SectionHeading>
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          <div className="space-y-8">
            <ContactDetails />
            <MapEmbed embedUrl={mapEmbedUrl} />
          </div>
          <div>
            <Island
              name="quote-form"
              component={QuoteFormView}
              props={{
                submissionKey,
                phone: { display: business.phone, e164: business.phoneE164 },
              }}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
