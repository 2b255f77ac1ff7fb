import { SUGGESTIONS_MARKER } from "./prompts.ts";

/** Splits a model's answer into the article and its suggestion lines. */
export function splitSuggestions(raw: string): { content: string; suggestions: string[] } {
  const at = raw.indexOf(SUGGESTIONS_MARKER);
  const body = at >= 0 ? raw.slice(0, at) : raw;
  const tail = at >= 0 ? raw.slice(at + SUGGESTIONS_MARKER.length) : "";
  const content = body
    .replace(/^\s*```(?:markdown|md)?\s*\n/, "")
    .replace(/\n```\s*$/, "")
    // The page shows the title already: a leading level-1 heading is dropped.
    .replace(/^\s*#\s+[^\n]*\n+/, "")
    .trim();
  const suggestions = tail
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim())
    .filter((line) => line.length > 2)
    .slice(0, 8);
  return { content, suggestions };
}

/**
 * Passes streamed text on until the suggestions marker: the admin watches the article being
 * written, not the list that follows it. Text that could be the start of the marker is held
 * back until the next chunk tells.
 */
export class SuggestionsFilter {
  private pending = "";
  private done = false;
  private readonly emit: (text: string) => void;

  constructor(emit: (text: string) => void) {
    this.emit = emit;
  }

  push(delta: string): void {
    if (this.done) return;
    const text = this.pending + delta;
    const at = text.indexOf(SUGGESTIONS_MARKER);
    if (at >= 0) {
      if (at > 0) this.emit(text.slice(0, at));
      this.pending = "";
      this.done = true;
      return;
    }
    let keep = 0;
    for (let n = Math.min(SUGGESTIONS_MARKER.length - 1, text.length); n > 0; n--) {
      if (SUGGESTIONS_MARKER.startsWith(text.slice(-n))) {
        keep = n;
        break;
      }
    }
    const out = text.slice(0, text.length - keep);
    this.pending = text.slice(text.length - keep);
    if (out) this.emit(out);
  }

  end(): void {
    if (!this.done && this.pending) this.emit(this.pending);
    this.pending = "";
    this.done = true;
  }
}
