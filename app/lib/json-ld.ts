import { openingHoursSpecification, socialLinks } from "#domain/business.ts";
import type { SiteBusiness } from "./business";

/** schema.org structured data of the public pages (JSON-LD). */
type Json = Record<string, unknown>;

export function businessJsonLd(siteUrl: string, business: SiteBusiness): Json {
  const sameAs = socialLinks(business).map(([, url]) => url);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": `${siteUrl}/#entreprise`,
    name: business.name,
    description: `${business.trade} à ${business.address.city} (${business.address.region}) depuis ${business.foundingYear}.`,
    slogan: business.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/media/seed-og-default/og.jpg`,
    image: `${siteUrl}/media/seed-hero-atelier/og.jpg`,
    telephone: business.phoneE164,
    ...(business.legalName ? { legalName: business.legalName } : {}),
    ...(business.siret ? { taxID: business.siret } : {}),
    ...(business.vatNumber ? { vatID: business.vatNumber } : {}),
    email: business.email,
    foundingDate: String(business.foundingYear),
    priceRange: "€€",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      addressCountry: "FR",
    },
    geo: { "@type": "GeoCoordinates", latitude: business.geo.latitude, longitude: business.geo.longitude },
    areaServed: business.areaServed.map((name) => ({ "@type": "Place", name })),
    openingHoursSpecification: openingHoursSpecification(business).map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.dayOfWeek.map((d) => `https://schema.org/${d}`),
      opens: h.opens,
      closes: h.closes,
    })),
    // Exceptional closures: closed all day (opens = closes = 00:00) between the two dates.
    ...(business.closures.length
      ? {
          specialOpeningHoursSpecification: business.closures.map((c) => ({
            "@type": "OpeningHoursSpecification",
            ...(c.label ? { name: c.label } : {}),
            validFrom: c.from,
            validThrough: c.to,
            opens: "00:00",
            closes: "00:00",
          })),
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function breadcrumbJsonLd(siteUrl: string, items: { name: string; path: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Accueil", path: "/" }, ...items].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

export function faqJsonLd(faq: { question: string; answer: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export function articleJsonLd(
  siteUrl: string,
  a: { title: string; excerpt: string; slug: string; image: string | null; publishedAt: string; modifiedAt: string },
  business: Pick<SiteBusiness, "name">,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.excerpt,
    mainEntityOfPage: `${siteUrl}/blog/${a.slug}`,
    url: `${siteUrl}/blog/${a.slug}`,
    ...(a.image ? { image: [absolute(siteUrl, a.image)] } : {}),
    datePublished: a.publishedAt,
    dateModified: a.modifiedAt,
    inLanguage: "fr-FR",
    author: { "@type": "Organization", name: business.name, url: `${siteUrl}/` },
    publisher: { "@id": `${siteUrl}/#entreprise`, "@type": "Organization", name: business.name },
  };
}

export function serviceJsonLd(
  siteUrl: string,
  s: { title: string; description: string; slug: string; image: string | null },
  business: Pick<SiteBusiness, "areaServed">,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.title,
    description: s.description,
    serviceType: s.title,
    url: `${siteUrl}/services/${s.slug}`,
    ...(s.image ? { image: absolute(siteUrl, s.image) } : {}),
    provider: { "@id": `${siteUrl}/#entreprise` },
    areaServed: business.areaServed.map((name) => ({ "@type": "Place", name })),
  };
}

export function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * The 1200×630 Open Graph crop of an image served by /media (cut around its focal point by the
 * media queue), else the image itself.
 */
export function ogImage(siteUrl: string, url: string | null | undefined): string {
  if (!url) return `${siteUrl}/media/seed-og-default/og.jpg`;
  const media = /^\/media\/([a-z0-9-]+)\/\d+\.(?:webp|avif|jpg)$/.exec(url);
  if (media) return `${siteUrl}/media/${media[1]}/og.jpg`;
  return absolute(siteUrl, url);
}
