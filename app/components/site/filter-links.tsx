/** Category filters of a public list as plain links (`/blog/categorie/x`): readable without JavaScript. */
export function FilterLinks({
  label,
  items,
}: {
  label: string;
  items: { href: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label} className="mb-10 flex flex-wrap justify-center gap-2">
      {items.map((c) => (
        <a
          key={c.href}
          href={c.href}
          aria-current={c.current ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
            c.current
              ? "border-forest bg-forest text-cream"
              : "border-line bg-white text-ink hover:border-forest/40 hover:bg-cream"
          }`}
        >
          {c.label}
        </a>
      ))}
    </nav>
  );
}
