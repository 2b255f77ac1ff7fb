/**
 * French typography for titles: a non-breaking space before « : ; ! ? » and after « so that
 * a line never starts with the punctuation when a title wraps.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}
