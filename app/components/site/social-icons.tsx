/** Brand glyphs drawn inline (icon libraries no longer ship brand marks). */
const icons = {
  Facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8H16l.5-4h-3V8.9c0-.6.4-.9 1-.9Z",
  Instagram:
    "M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5Zm0 7.3a2.8 2.8 0 1 1 0-5.6 2.8 2.8 0 0 1 0 5.6ZM17 6a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm0 1.8A2.7 2.7 0 0 0 4.8 7.5v9a2.7 2.7 0 0 0 2.7 2.7h9a2.7 2.7 0 0 0 2.7-2.7v-9a2.7 2.7 0 0 0-2.7-2.7h-9Z",
  LinkedIn:
    "M4.5 9h3.2v11H4.5V9Zm1.6-5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8ZM10 9h3v1.5c.5-.9 1.7-1.8 3.4-1.8 3.4 0 4.1 2.2 4.1 5.1V20h-3.2v-5.4c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10V9Z",
} as const;

const keys = { Facebook: "facebook", Instagram: "instagram", LinkedIn: "linkedin" } as const;

/** The business's social pages ('Entreprise' settings): an icon only for each link that is set. */
export function SocialIcons({ links }: { links: Record<(typeof keys)[keyof typeof keys], string> }) {
  const shown = Object.entries(icons).filter(([name]) => links[keys[name as keyof typeof keys]]);
  if (shown.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label="Réseaux sociaux">
      {shown.map(([name, d]) => (
        <li key={name}>
          <a
            href={links[keys[name as keyof typeof keys]]}
            target="_blank"
            rel="noopener noreferrer me"
            aria-label={`${name} (nouvel onglet)`}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-cream transition-colors hover:bg-white/20"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
              <path d={d} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
