import { apiJson } from "#app/lib/api-client.ts";

/** The /media/… addresses found anywhere in a value (a content payload, a Markdown body). */
export function mediaUrlsIn(value: unknown): string[] {
  return [
    ...new Set(
      [...JSON.stringify(value ?? null).matchAll(/\/media\/[a-z0-9][a-z0-9-]*\/[a-z0-9][a-z0-9_-]*\.[a-z0-9]+/g)].map(
        (m) => m[0],
      ),
    ),
  ];
}

/** Images of a content item that have no alt text (publication warns, never blocks). */
export async function imagesWithoutAlt(value: unknown): Promise<{ id: string; url: string }[]> {
  const urls = mediaUrlsIn(value);
  if (urls.length === 0) return [];
  try {
    return (await apiJson<{ missing: { id: string; url: string }[] }>("POST", "/api/media/missing-alt", { urls }))
      .missing;
  } catch {
    return [];
  }
}

export const missingAltWarning = (count: number) => ({
  title: "Texte alternatif manquant",
  description:
    count > 1
      ? `${count} images publiées n'ont pas de texte alternatif : décrivez-les dans le champ « Texte alternatif » de chaque image.`
      : "Une image publiée n'a pas de texte alternatif : décrivez-la dans le champ « Texte alternatif » sous l'image.",
});
