import type { Page } from "@playwright/test";

/**
 * Sums the layout shifts the visitor did not cause (Cumulative Layout Shift), from the first
 * paint on: `await page.addInitScript(trackLayoutShifts)` before `goto`, then `layoutShift(page)`.
 */
export const trackLayoutShifts = () => {
  (window as unknown as { cls: number }).cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
};

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { cls: number }).cls);
