import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-walnut hover:text-forest"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
