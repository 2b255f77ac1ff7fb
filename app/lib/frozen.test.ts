import { describe, expect, it } from "vitest";
import { spliceFrozen, type ServerFrozenRender } from "./frozen.server.ts";

const renderWith = (bytes: Record<string, string>, holes: Record<string, string> = {}): ServerFrozenRender => ({
  has: (id) => id in bytes,
  used: true,
  holes: new Map(Object.entries(holes)),
  bytes: new Map(Object.entries(bytes).map(([k, v]) => [k, Buffer.from(v)])),
});
const splice = (html: string, render: ServerFrozenRender, keep = true) =>
  spliceFrozen(Buffer.from(html), render, keep)?.toString() ?? null;

describe("spliceFrozen", () => {
  it("keeps a filled fragment's content, unwrapped, and gives it back to an empty wrapper", () => {
    const render = renderWith({});
    const filled = splice(
      '<p>a</p><frozen-fragment data-id="f" data-fill=""><b>é</b></frozen-fragment><p>z</p>',
      render,
    );
    expect(filled).toBe("<p>a</p><b>é</b><p>z</p>");
    expect(splice('<i></i><frozen-fragment data-id="f"></frozen-fragment><i></i>', render)).toBe(
      "<i></i><b>é</b><i></i>",
    );
  });

  it("keeps nothing from a page that is not answered 200, and refuses a wrapper it cannot fill", () => {
    const render = renderWith({});
    expect(splice('<frozen-fragment data-id="e" data-fill="">erreur</frozen-fragment>', render, false)).toBe("erreur");
    expect(render.bytes.has("e")).toBe(false);
    expect(splice('<frozen-fragment data-id="e"></frozen-fragment>', render)).toBeNull();
    expect(splice('<frozen-fragment data-id="cut" data-fill="">no end', render)).toBeNull();
  });

  it("writes this request's value in every place of a hole, in kept and filled fragments", () => {
    const html = '<frozen-fragment data-id="k"></frozen-fragment>';
    const kept = {
      k: '<input value="frozen-hole-key"/><div data-props="{&quot;k&quot;:&quot;frozen-hole-key&quot;}">',
    };
    expect(splice(html, renderWith(kept, { "frozen-hole-key": "abc" }))).toBe(
      '<input value="abc"/><div data-props="{&quot;k&quot;:&quot;abc&quot;}">',
    );
    expect(splice(html, renderWith(kept, { "frozen-hole-key": "def" }))).toContain('value="def"');
  });
});
