import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

/** A responsive list of cards of equal height (services, projects, articles). */
export function CardGrid<T>({
  items,
  keyOf,
  children,
  columns = "md:grid-cols-2 lg:grid-cols-3",
  ...rest
}: {
  items: readonly T[];
  keyOf(item: T): string | number;
  children(item: T): ReactNode;
  columns?: string;
} & Omit<React.HTMLAttributes<HTMLUListElement>, "children">) {
  return (
    <ul {...rest} className={`grid gap-6 ${columns}`}>
      {items.map((item) => (
        <li key={keyOf(item)} className="flex">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** The centred 'see all' button under a section's cards. */
export function MoreLink({ to, outline = false, children }: { to: string; outline?: boolean; children: ReactNode }) {
  return (
    <div className="mt-10 text-center">
      <a href={to} className={outline ? "btn-outline" : "btn-primary"}>
        {children}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </div>
  );
}
