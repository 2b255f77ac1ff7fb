/**
 * What the artisan's brief says, read so that the offline writer uses it: the town named, and the
 * brief's own statements (each kept whole: wood, sizes, durations, light…).
 */

/** The town named after « à », « au », « près de » (a capitalised name), in the title first. */
export function namedTown(...texts: string[]): string | null {
  for (const text of texts) {
    const m =
      /(?:^|\s)(?:à|a|au|près de|sur la commune de)\s+((?:[A-ZÉÈÀÂ][\p{L}'’]+)(?:[- ](?:sur|sous|en|de|du|la|le|les|[A-ZÉÈÀÂ][\p{L}'’]+))*)/u.exec(
        text,
      );
    if (m?.[1]) return m[1].replace(/[- ](?:sur|sous|en|de|du|la|le|les)$/u, "");
  }
  return null;
}

/** The brief cut into its statements (sentences, lines, semicolons), each whole, without its final stop. */
export function briefStatements(context: string): string[] {
  return context
    .split(/\n+|(?<=[.!?;])\s+/)
    .map((s) =>
      s
        .replace(/\s+/g, " ")
        .trim()
        .replace(/[.;]+$/, ""),
    )
    .filter((s) => s.length > 0)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1));
}
