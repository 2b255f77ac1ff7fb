export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);

/** The craftsmen of the workshop. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li key={m.name} className="rounded-2xl border border-line bg-white p-6 shadow-card">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-forest font-serif text-lg font-semibold text-oak"
            >
              {initials(m.name)}
            </span>
            <div>
              <h3 className="text-lg font-semibold">{m.name}</h3>
              <p className="text-sm font-medium text-walnut">{m.role}</p>
            </div>
          </div>
          <p className="mt-4 leading-relaxed text-muted">{m.bio}</p>
        </li>
      ))}
    </ul>
  );
}
