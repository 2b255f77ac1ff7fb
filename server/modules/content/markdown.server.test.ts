import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server.ts";

describe("renderMarkdown", () => {
  it("renders headings, lists and images", () => {
    const html = renderMarkdown("## Le chêne\n\n- robuste\n- durable\n\n![Cuisine](/media/seed-x/1200.webp)");
    expect(html).toContain("<h2>Le chêne</h2>");
    expect(html).toContain("<li>robuste</li>");
    expect(html).toContain('<img src="/media/seed-x/1200.webp" alt="Cuisine"');
  });

  it("removes scripts, event handlers and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script><img src=x onerror="alert(2)">[clic](javascript:alert(3))<svg onload="alert(4)"></svg>',
    );
    expect(html).not.toMatch(/<script|onerror|onload|href="javascript:|<svg/i);
    expect(renderMarkdown("[clic](javascript:alert(3))")).not.toContain("javascript:");
  });
});
