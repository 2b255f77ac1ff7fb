export interface TimelineEntry {
  year: string;
  title: string;
  text: string;
}

/** The workshop's history, one milestone per year. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-10 border-l-2 border-sand pl-8 md:pl-12">
      {entries.map((e) => (
        <li key={e.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-2.5 -left-[2.55rem] size-4 rounded-full border-4 border-paper bg-oak-dark ring-2 ring-sand md:-left-[3.55rem]"
          />
          <p className="font-serif text-3xl font-semibold text-oak-dark">{e.year}</p>
          <h3 className="mt-1 text-xl font-semibold">{e.title}</h3>
          <p className="mt-2 max-w-2xl leading-relaxed text-muted">{e.text}</p>
        </li>
      ))}
    </ol>
  );
}
