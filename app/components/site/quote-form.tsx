/**
 * 'Demande de Devis Gratuit' form of the home contact section (SPEC §3, §4, §5, §8).
 * Owned by the leads issue: it posts to POST /api/quotes and works without JavaScript.
 */
export function QuoteForm() {
  return (
    <div className="rounded-2xl bg-white p-6 shadow">
      <h3 className="text-2xl font-semibold">Demande de Devis Gratuit</h3>
    </div>
  );
}
