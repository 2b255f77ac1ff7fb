import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { frenchSpacing } from "#domain/typography.ts";

export interface QA {
  question: string;
  answer: string;
}

/**
 * Questions and answers, one open at a time, closable (docs/product.md §4). The answers are rendered on
 * the server too (hidden until opened), so the page's HTML holds them without JavaScript.
 * Rendered by the server only; opening, closing and the arrow keys are plain DOM code
 * (app/public/accordion.ts).
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: QA[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const id = useId();
  return (
    <div
      data-accordion
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      {items.map((item, index) => {
        const isOpen = false;
        const state = "closed";
        return (
          <div key={index} className="group" data-state={state}>
            <Heading className="font-sans text-base tracking-normal">
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={isOpen}
                aria-controls={`${id}-a${index}`}
                data-state={state}
                data-accordion-trigger
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-forest-dark transition-colors hover:bg-cream/60 sm:px-6 sm:py-5"
              >
                <span>{frenchSpacing(item.question)}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-oak-dark transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              data-state={state}
              hidden={!isOpen}
              className="accordion-content overflow-hidden px-5 text-muted sm:px-6"
            >
              <p className="pb-5 leading-relaxed">{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
