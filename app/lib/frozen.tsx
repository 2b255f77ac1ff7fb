import { createContext, use, type ReactNode } from "react";

/**
 * Parts of public pages rendered once per content version (decision 060): the navigation,
 * the footer and the home page's sections that depend on nothing but the site's content. The server's
 * render marks each with a `<frozen-fragment>` wrapper: the first render of a content version keeps
 * what React wrote inside it, the next ones write an empty wrapper that app/lib/frozen.server.ts fills
 * with those bytes; the wrappers never reach the browser. In the admin's client (no provider), the
 * children render as usual.
 *
 * What goes inside must depend only on the content and on `id` (no request, no clock finer than the
 * content version's minute), and must not hoist anything into `<head>` (an eager image, a `<title>`):
 * tests/integration/frozen-fragments.test.ts compares the renders that fill and that reuse them.
 * A value drawn per request (the quote form's idempotency key) goes in through `useFrozenHole`.
 */
export interface FrozenRender {
  /** Whether this fragment's bytes are known for the current content version. */
  has(id: string): boolean;
  /** Set when a fragment was rendered (the document then goes through `spliceFrozen`). */
  used: boolean;
  /** This request's values of the holes (marker → value), written into the fragments' bytes. */
  holes: Map<string, string>;
}

export const FrozenContext = createContext<FrozenRender | null>(null);

/** A custom element's name: nothing else in a page writes it, and it cannot nest. */
export const FROZEN_TAG = "frozen-fragment";

/** `id`: letters, digits and `-/:._` only (it is written in an attribute and searched for as is). */
export function Frozen({ id, children }: { id: string; children: ReactNode }) {
  const render = use(FrozenContext);
  if (!render) return children;
  render.used = true;
  const Tag = FROZEN_TAG as "div";
  return render.has(id) ? (
    <Tag data-id={id} />
  ) : (
    <Tag data-id={id} data-fill="">
      {children}
    </Tag>
  );
}

/**
 * A value of this request inside a frozen fragment: on the server, a marker (letters and dashes,
 * unchanged by HTML and JSON escaping) that `spliceFrozen` replaces with `draw()`'s value; without
 * freezing, the value itself. Called outside the `<Frozen>` it feeds (its children are not rendered
 * when the fragment is reused).
 */
export function useFrozenHole(name: string, draw: () => string): string {
  const render = use(FrozenContext);
  if (!render) return draw();
  const marker = `frozen-hole-${name}`;
  render.holes.set(marker, draw());
  return marker;
}
