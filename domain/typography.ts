/**
 * French typography for titles: a non-breaking space before « : ; ! ? » and after « so that
 * a line never starts with the punctuation when a title wraps.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

// ---------------------------------------------------------------- elision (« de l'Atelier », « d'Ossau »)

/** Words whose h is aspirated (no elision: « de Hêtre & Fils »); any other initial h is mute. */
const aspiratedH =
  /^(h[eéêè]tre|haut|hall|hangar|hache|hameau|hamac|haie|halle|hardi|harpe|hasard|houx|hutte|hibou|h[ée]ron|h[ée]risson|homard|honte|hollande|hongrie|hors|housse|huit)/i;

/** True when a word starts with a vowel sound: a vowel, a mute h, or a y before a consonant (« Yves »). */
export function startsWithVowelSound(word: string): boolean {
  const w = word.trim().normalize("NFC");
  if (/^h/i.test(w)) return !aspiratedH.test(w);
  if (/^y[aeiouyéèêh]/i.test(w)) return false;
  return /^[aeiouyàâäéèêëîïôöùûüœæ]/iu.test(w);
}

/** « de » before a word: « d'Ossau Bois », « de Dupont & Fils ». */
export const de = (word: string) => (startsWithVowelSound(word) ? `d'${word}` : `de ${word}`);

/** The trade words that take an article before a business name (« l'Atelier Lartigue », « la Menuiserie Dupont »). */
const feminineTrade = /^(menuiserie|ébénisterie|entreprise|société|maison|scierie|fabrique|boiserie)\b/iu;
const masculineTrade = /^(atelier|établissement|artisan|comptoir|bureau)\b/iu;
const pluralTrade = /^(ateliers|établissements|menuiseries|ébénisteries|artisans|compagnons)\b/iu;

/**
 * The article a business name takes in a sentence, decided from the name: « l'Atelier Lartigue »,
 * « la Menuiserie Dupont », « les Ateliers Réunis », « le Bois Doré » (its own « Le »), none for
 * « Dupont & Fils ». `article` is "" when the name takes none.
 */
function articleOf(name: string): { article: "" | "l'" | "la " | "le " | "les "; rest: string } {
  const own = /^(l'|l’|la |le |les )(.*)$/iu.exec(name);
  if (own) return { article: own[1]!.toLowerCase().replace("’", "'") as "l'", rest: own[2]! };
  if (pluralTrade.test(name)) return { article: "les ", rest: name };
  if (masculineTrade.test(name) || feminineTrade.test(name)) {
    if (startsWithVowelSound(name)) return { article: "l'", rest: name };
    return { article: masculineTrade.test(name) ? "le " : "la ", rest: name };
  }
  return { article: "", rest: name };
}

/** 'l'Atelier Lartigue', 'la Menuiserie Dupont', 'Dupont & Fils': the trade name as a sentence names it. */
export function nameWithArticle(name: string): string {
  const { article, rest } = articleOf(name);
  return `${article}${rest}`;
}

/** 'de l'Atelier Lartigue', 'de la Menuiserie Dupont', 'du Bois Doré', 'des Ateliers Réunis', 'd'Ossau Bois', 'de Dupont & Fils'. */
export function ofName(name: string): string {
  const { article, rest } = articleOf(name);
  if (article === "le ") return `du ${rest}`;
  if (article === "les ") return `des ${rest}`;
  if (article) return `de ${article}${rest}`;
  return de(name);
}

/** 'à l'Atelier Lartigue', 'à la Menuiserie Dupont', 'au Bois Doré', 'aux Ateliers Réunis', 'à Dupont & Fils'. */
export function toName(name: string): string {
  const { article, rest } = articleOf(name);
  if (article === "le ") return `au ${rest}`;
  if (article === "les ") return `aux ${rest}`;
  return `à ${article}${rest}`;
}

// ---------------------------------------------------------------- dates and agreements

const firstOfMonth =
  /(^|[^\d])1 (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/giu;

/**
 * A French date as a sentence writes it: lower case (« lundi 30 novembre », never « Lundi 30
 * Novembre ») and « 1er » for the first of the month (« mardi 1er décembre »).
 */
export function frenchDate(formatted: string): string {
  return formatted.toLowerCase().replace(firstOfMonth, "$11er $2");
}

/** « 1 photo reçue », « 2 photos reçues »: a count, its noun and what agrees with it. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count > 1 ? plural : singular}`;
}

/** An adjective or participle agreeing with a count (« reçue », « reçues »; masculine: « reçu », « reçus »). */
export function agreed(count: number, word: string, feminine = false): string {
  return `${word}${feminine ? "e" : ""}${count > 1 ? "s" : ""}`;
}
