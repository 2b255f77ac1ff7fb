/** The offer of the thank-you message: book the technical visit online (/rendez-vous/<token>). */
export function VisitLink({ href }: { href: string }) {
  return (
    <div
      role="status"
      className="mb-6 rounded-2xl border border-success/40 bg-white p-5 text-center shadow-[var(--shadow-card)]"
    >
      <p className="font-medium">Gagnez du temps : choisissez dès maintenant la date de notre visite technique.</p>
      <a href={href} className="btn-primary mt-4">
        Choisir un créneau pour la visite technique
      </a>
    </div>
  );
}
