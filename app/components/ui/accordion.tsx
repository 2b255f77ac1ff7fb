import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { frenchSpacing } from "../../../domain/typography";

export interface QA {
  question: string;
  answer: string;
}

/**
 * Questions and answers, one open at a time, closable (SPEC §4). The answers are rendered on
 * the server too (hidden until opened), so the page's HTML holds them without JavaScript.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: QA[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-card"
    >
      {items.map((item, index) => (
        <Accordion.Item key={index} value={`q${index}`} className="group">
          <Accordion.Header asChild>
            <Heading className="font-sans text-base tracking-normal">
              <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-forest-dark transition-colors hover:bg-cream/60 sm:px-6 sm:py-5">
                <span>{frenchSpacing(item.question)}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-oak-dark transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content forceMount className="accordion-content overflow-hidden px-5 text-muted sm:px-6">
            <p className="pb-5 leading-relaxed">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
