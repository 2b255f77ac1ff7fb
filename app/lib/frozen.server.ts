import type { Services } from "#server/services.ts";
import { contentVersionValue } from "./content-memo.server.ts";
import { FROZEN_TAG, type FrozenRender } from "./frozen.tsx";

/**
 * The bytes of the frozen fragments (app/lib/frozen.tsx), kept per content version like the public
 * loaders' data (`contentVersionValue`: the page cache's generation — every write, every NOTIFY from
 * another instance, midnight in Paris — and a minute at most). Off when the page cache is off, and for
 * draft previews (`/apercu/…`, whose content is not the published one).
 */
const MAX_FRAGMENTS = 200;

const OPEN = Buffer.from(`<${FROZEN_TAG} data-id="`);
const CLOSE = Buffer.from(`</${FROZEN_TAG}>`);
const FILL = Buffer.from(` data-fill=""`);

/** The fragments a render may reuse, or null (no freezing: page cache off, a preview). */
export function frozenRender(services: Services, pathname: string): ServerFrozenRender | null {
  if (!services.pageCache.enabled || pathname.startsWith("/apercu/")) return null;
  const bytes = contentVersionValue(services, "frozen-fragments", () => new Map<string, Buffer>());
  return { has: (id) => bytes.has(id), used: false, holes: new Map(), bytes };
}

/** A render's view of the store it started with (a write during the render does not mix versions). */
export interface ServerFrozenRender extends FrozenRender {
  bytes: Map<string, Buffer>;
}

/**
 * The document with every wrapper replaced by its fragment's bytes: a filled wrapper gives its
 * content (kept for the next renders of the version when `keep`: a page answered 200), an empty one
 * the kept bytes. Null when a wrapper is cut or its bytes unknown (not expected: the render's own
 * store answered `has`).
 */
export function spliceFrozen(
  html: Buffer,
  { bytes, holes }: ServerFrozenRender,
  keep: boolean,
): Buffer<ArrayBuffer> | null {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(OPEN, from); at !== -1; at = html.indexOf(OPEN, from)) {
    const idStart = at + OPEN.length;
    const idEnd = html.indexOf(0x22 /* " */, idStart);
    const tagEnd = idEnd === -1 ? -1 : html.indexOf(0x3e /* > */, idEnd);
    const close = tagEnd === -1 ? -1 : html.indexOf(CLOSE, tagEnd);
    if (close === -1) return null;
    const id = html.toString("latin1", idStart, idEnd);
    parts.push(html.subarray(from, at));
    if (html.subarray(idEnd + 1, idEnd + 1 + FILL.length).equals(FILL)) {
      const inner = Buffer.from(html.subarray(tagEnd + 1, close));
      if (keep && !bytes.has(id) && bytes.size < MAX_FRAGMENTS) bytes.set(id, inner);
      withHoles(parts, inner, holes);
    } else {
      const kept = bytes.get(id);
      if (!kept) return null;
      withHoles(parts, kept, holes);
    }
    from = close + CLOSE.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}

/** Pushes `fragment` onto `parts` with each hole's marker replaced by this request's value. */
function withHoles(parts: Buffer[], fragment: Buffer, holes: Map<string, string>) {
  let pieces = [fragment];
  for (const [marker, value] of holes) {
    const needle = Buffer.from(marker);
    const filled = Buffer.from(value);
    pieces = pieces.flatMap((piece) => {
      const out: Buffer[] = [];
      let from = 0;
      for (let at = piece.indexOf(needle); at !== -1; at = piece.indexOf(needle, from)) {
        out.push(piece.subarray(from, at), filled);
        from = at + needle.length;
      }
      out.push(piece.subarray(from));
      return out;
    });
  }
  parts.push(...pieces);
}
