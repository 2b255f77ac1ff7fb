import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { hoursLines } from "#domain/business.ts";
import { useBusiness } from "#app/lib/business.ts";
import { Logo } from "./logo";
import { SocialIcons } from "./social-icons";
import { adminPaths, sitePaths } from "#app/lib/paths.ts";
import { Frozen } from "#app/lib/frozen.tsx";

const quickLinks = [
  { to: sitePaths.home, label: "Accueil" },
  { to: sitePaths.services, label: "Services" },
  { to: sitePaths.portfolio, label: "Réalisations" },
  { to: sitePaths.about, label: "À propos" },
  { to: sitePaths.contact, label: "Contact" },
  { to: sitePaths.reviews, label: "Avis clients" },
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/politique-de-confidentialite", label: "Politique de confidentialité" },
  { to: adminPaths.login, label: "Administration" },
];

/** Rendered once per content version (app/lib/frozen.tsx). */
export function Footer() {
  return (
    <Frozen id="footer">
      <SiteFooter />
    </Frozen>
  );
}

function SiteFooter() {
  const business = useBusiness();
  return (
    <footer className="bg-forest-dark text-sand">
      <div className="container-site grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-sand/90">
            Menuisier à {business.address.city} depuis {business.foundingYear}, nous concevons et posons cuisines,
            dressings, escaliers, caves à vin et aménagements sur mesure en {business.address.region}. Notre ambition :
            rendre le haut de gamme accessible.
          </p>
          <SocialIcons links={business.social} />
        </div>
        <nav aria-label="Liens rapides">
          <h2 className="mb-4 font-sans text-sm font-semibold tracking-wider text-cream uppercase">Liens rapides</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-sand/90 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 font-sans text-sm font-semibold tracking-wider text-cream uppercase">Contact</h2>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak" />
              <a href={`tel:${business.phoneE164}`} className="hover:text-white hover:underline">
                {business.phone}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak" />
              <a href={`mailto:${business.email}`} className="break-all hover:text-white hover:underline">
                {business.email}
              </a>
            </li>
            <li className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak" />
              <span>
                {business.address.street}
                <br />
                {business.address.postalCode} {business.address.city}
                {business.address.region ? `, ${business.address.region}` : ""}
              </span>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="mb-4 font-sans text-sm font-semibold tracking-wider text-cream uppercase">Horaires</h2>
          <ul className="space-y-2 text-sm">
            {hoursLines(business).map((h) => (
              <li key={h.days} className="flex gap-2.5">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-oak" />
                <span>
                  {h.days} : {h.hours}
                </span>
              </li>
            ))}
            {business.closureTexts.map((text) => (
              <li key={text} className="font-semibold text-cream" data-closure="">
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-site py-5 text-center text-xs text-sand/80">
          {`© ${business.copyrightYear} ${business.name}. Tous droits réservés.`}
        </p>
      </div>
    </footer>
  );
}
