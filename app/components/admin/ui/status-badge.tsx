/** 'Publié' or 'Brouillon' (SPEC §4: a content item is a draft or published). */
export function StatusBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-success" />
      Publié
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-sand/60 px-2.5 py-0.5 text-xs font-semibold text-walnut-dark">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-walnut" />
      Brouillon
    </span>
  );
}
