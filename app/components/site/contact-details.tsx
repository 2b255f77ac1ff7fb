import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { hoursLines } from "#domain/business.ts";
import { useBusiness } from "#app/lib/business.ts";

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sand/60 text-walnut">
        {icon}
      </span>
      <div>
        <h3 className="font-sans text-sm font-semibold tracking-wide text-forest-dark uppercase">{title}</h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </li>
  );
}

/** Address, phone, e-mail, opening hours and exceptional closures, from the 'Entreprise' settings. */
export function ContactDetails() {
  const business = useBusiness();
  return (
    <ul className="space-y-6">
      <Row icon={<MapPin aria-hidden="true" className="size-5" />} title="Adresse">
        <address className="not-italic">
          {business.address.street}, {business.address.postalCode} {business.address.city}
          {business.address.region ? `, ${business.address.region}` : ""}
        </address>
      </Row>
      <Row icon={<Phone aria-hidden="true" className="size-5" />} title="Téléphone">
        <a href={`tel:${business.phoneE164}`} className="font-medium hover:text-walnut hover:underline">
          {business.phone}
        </a>
      </Row>
      <Row icon={<Mail aria-hidden="true" className="size-5" />} title="E-mail">
        <a href={`mailto:${business.email}`} className="font-medium break-all hover:text-walnut hover:underline">
          {business.email}
        </a>
      </Row>
      <Row icon={<Clock aria-hidden="true" className="size-5" />} title="Horaires">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {hoursLines(business).map((h) => (
            <div key={h.days} className="contents">
              <dt className="text-muted">{h.days}</dt>
              <dd className="font-medium">{h.hours}</dd>
            </div>
          ))}
        </dl>
        {business.closureTexts.map((text) => (
          <p key={text} className="mt-2 font-semibold text-walnut" data-closure="">
            {text}
          </p>
        ))}
      </Row>
    </ul>
  );
}
