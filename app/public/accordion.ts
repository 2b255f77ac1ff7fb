/**
 * FAQ accordions (app/components/ui/accordion.tsx): one answer open at a time, closable; arrow
 * keys, Home and End move between the questions (WAI-ARIA accordion pattern).
 */
export function initAccordions(): void {
  for (const accordion of document.querySelectorAll<HTMLElement>("[data-accordion]")) {
    const triggers = Array.from(accordion.querySelectorAll<HTMLButtonElement>("[data-accordion-trigger]"));
    const set = (trigger: HTMLButtonElement, open: boolean) => {
      const state = open ? "open" : "closed";
      trigger.setAttribute("aria-expanded", String(open));
      trigger.dataset.state = state;
      const group = trigger.closest<HTMLElement>(".group");
      if (group) group.dataset.state = state;
      const answer = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
      if (answer) {
        answer.dataset.state = state;
        answer.hidden = !open;
      }
    };
    for (const trigger of triggers) {
      trigger.addEventListener("click", () => {
        const open = trigger.getAttribute("aria-expanded") !== "true";
        for (const other of triggers) set(other, other === trigger && open);
      });
      trigger.addEventListener("keydown", (event) => {
        const index = triggers.indexOf(trigger);
        const target = {
          ArrowDown: triggers[(index + 1) % triggers.length],
          ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
          Home: triggers[0],
          End: triggers[triggers.length - 1],
        }[event.key];
        if (target) {
          event.preventDefault();
          target.focus();
        }
      });
    }
  }
}
