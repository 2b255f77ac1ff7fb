import { useBusiness } from "#app/lib/business.ts";

/** The workshop's mark and name, drawn inline so it costs no request. */
export function Logo({ tone = "dark", className = "" }: { tone?: "dark" | "light"; className?: string }) {
  const business = useBusiness();
  const text = tone === "dark" ? "text-forest-dark" : "text-cream";
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      {business.logo ? (
        // The logo chosen in the admin (« Textes du site »), beside the name which stays text.
        <img src={business.logo} alt="" width={36} height={36} className="size-9 rounded-lg object-contain" />
      ) : (
        <svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill="#2F3A33" />
          <path d="M16 48 L29 16 h6 L48 48 h-7 l-3-8 H26 l-3 8 Z M28.5 34 h7 L32 24.5 Z" fill="#C8A27A" />
          <path d="M14 52 h36" stroke="#E8D9C4" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      )}
      <span className="flex flex-col leading-none">
        <span className={`font-serif text-lg font-semibold ${text}`}>{business.name}</span>
        <span
          className={`mt-0.5 text-[0.68rem] font-medium tracking-[0.18em] uppercase ${tone === "dark" ? "text-walnut" : "text-sand"}`}
        >
          {business.trade}
        </span>
      </span>
    </span>
  );
}
