const COUNT = 3;

/** Placeholder cards with the same footprint as the real ones (no layout shift). */
export function ArticleSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: COUNT }, (_, i) => (
        <li key={i} className="animate-pulse overflow-hidden rounded-2xl border border-line bg-white">
          <div className="aspect-[3/2] bg-sand/60" />
          <div className="space-y-3 p-6">
            <div className="h-4 w-1/3 rounded bg-sand/70" />
            <div className="h-6 w-4/5 rounded bg-sand/70" />
            <div className="h-4 w-full rounded bg-sand/50" />
            <div className="h-4 w-2/3 rounded bg-sand/50" />
          </div>
        </li>
      ))}
    </ul>
  );
}
