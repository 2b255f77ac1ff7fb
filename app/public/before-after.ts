import { compareValueText } from "#domain/project-images.ts";

/**
 * Before/after comparisons (app/components/site/before-after.tsx): the native range input moves
 * the divider (the CSS variable --compare) and says where it is (aria-valuetext).
 */
export function initBeforeAfter(): void {
  for (const range of document.querySelectorAll<HTMLInputElement>("[data-compare-range]")) {
    const frame = range.parentElement;
    if (!frame) continue;
    const show = () => {
      frame.style.setProperty("--compare", `${range.value}%`);
      range.setAttribute("aria-valuetext", compareValueText(Number(range.value)));
    };
    range.addEventListener("input", show);
    // A value the browser restored (back button) is shown too.
    show();
  }
}
