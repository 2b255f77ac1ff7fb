import { FileText } from "lucide-react";
import { Link } from "react-router";
import { sitePaths } from "#app/lib/paths.ts";

/** Round quote button on small screens (docs/product.md §2 Layout). */
export function FloatingQuoteButton() {
  return (
    <Link
      to={sitePaths.contact}
      aria-label="Devis gratuit"
      className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-oak-dark text-white shadow-lg ring-4 ring-paper/70 transition-transform hover:scale-105 md:hidden"
    >
      <FileText aria-hidden="true" className="size-6" />
    </Link>
  );
}
