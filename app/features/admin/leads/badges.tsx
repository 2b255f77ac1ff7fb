import { emailStatusLabels, leadKindLabels, leadStatusOptions, type LeadKind } from "#domain/lead-labels.ts";
import { optionLabel } from "#domain/schemas/lead-options.ts";

const statusStyles: Record<string, string> = {
  nouveau: "bg-oak/20 text-walnut-dark",
  contacte: "bg-sky-100 text-sky-900",
  "devis-envoye": "bg-violet-100 text-violet-900",
  signe: "bg-emerald-100 text-emerald-900",
  termine: "bg-teal-100 text-teal-900",
  perdu: "bg-stone-200 text-stone-700",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status] ?? "bg-stone-100"}`}
    >
      {optionLabel(leadStatusOptions, status)}
    </span>
  );
}

export function KindBadge({ kind }: { kind: LeadKind }) {
  return (
    <span
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold tracking-wide uppercase ${
        kind === "quote" ? "bg-forest text-cream" : "bg-walnut/10 text-walnut-dark ring-1 ring-walnut/20"
      }`}
    >
      {leadKindLabels[kind]}
    </span>
  );
}

const emailStyles: Record<string, string> = {
  sent: "bg-emerald-100 text-emerald-900",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-danger",
  not_configured: "bg-stone-200 text-stone-800",
};

export function EmailStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${emailStyles[status] ?? "bg-stone-100"}`}
    >
      {emailStatusLabels[status] ?? status}
    </span>
  );
}
