import type { FormEvent, ReactNode } from "react";
import { Honeypot, SubmitButton } from "./fields";
import { FormNotice } from "./form-notice";

interface Props {
  heading: ReactNode;
  intro: ReactNode;
  notice?: string;
  /** Where the plain HTML form posts without JavaScript. */
  action: string;
  ariaLabel: string;
  submitLabel: string;
  /** multipart/form-data when the form carries files (posted without JavaScript). */
  encType?: "multipart/form-data";
  form: {
    generation: number;
    hydrated: boolean;
    submitting: boolean;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onChange(event: FormEvent<HTMLFormElement>): void;
    onFocus(): void;
  };
  children: ReactNode;
}

/** The card around a lead form: heading, intro, notice, the form (works without JavaScript), honeypot and button. */
export function LeadFormCard({
  heading,
  intro,
  notice,
  action,
  ariaLabel,
  submitLabel,
  encType,
  form,
  children,
}: Props) {
  return (
    <div className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-8">
      {heading}
      <p className="mt-2 text-sm text-muted">
        {intro} Les champs marqués d'un <span className="text-danger">*</span> sont obligatoires.
      </p>
      <FormNotice message={notice} />
      <form
        key={form.generation}
        method="post"
        action={action}
        encType={encType}
        noValidate
        data-hydrated={form.hydrated || undefined}
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        onFocus={form.onFocus}
        aria-label={ariaLabel}
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        {children}
        <Honeypot />
        <div className="sm:col-span-2">
          <SubmitButton submitting={form.submitting} label={submitLabel} />
        </div>
      </form>
    </div>
  );
}
