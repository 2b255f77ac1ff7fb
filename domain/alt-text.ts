/** Alt texts: what a screen reader says and image search indexes. 125 characters read well. */
export const ALT_TEXT_MAX = 125;

/**
 * An alt text suggested from what the image is known to show (its description, else its file
 * name): the first sentence, without "image de…" (a screen reader already says "image"),
 * capitalised, cut between two words. Works without any AI provider.
 */
export function suggestAltText(description: string, fileName = ""): string {
  let text = description.replace(/\s+/g, " ").trim();
  if (!text)
    text = fileName
      .replace(/\.[a-z0-9]+$/i, "")
      .replace(/[-_]+/g, " ")
      .replace(/\b(img|dsc|photo)\s*\d+\b/gi, "")
      .trim();
  text = text.split(/(?<=[.!?])\s/)[0] ?? text;
  text = text
    .replace(/^(une?\s+)?(image|photo|illustration|visuel)\s+(de|d'|du|des|montrant)\s*/i, "")
    .replace(/[.\s]+$/, "");
  if (text.length > ALT_TEXT_MAX) {
    const cut = text.slice(0, ALT_TEXT_MAX + 1);
    text = cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[,;:\s]+$/, "");
  }
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "";
}
