/**
 * Contact page form (SPEC §3, §5). Owned by the leads issue: it posts to POST /api/contact
 * and works without JavaScript.
 */
export function ContactForm() {
  return (
    <div className="rounded-2xl bg-white p-6 shadow">
      <h2 className="text-2xl font-semibold">Envoyez-nous un message</h2>
    </div>
  );
}
