/** A message about the whole form, from a submission made without JavaScript. */
export function FormNotice({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mt-4 rounded-lg border border-danger/30 bg-[#fdf1ef] px-4 py-3 text-sm font-medium text-danger"
    >
      {message}
    </p>
  );
}
