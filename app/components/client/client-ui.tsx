import type { ReactNode } from "react";
import { useBusiness } from "#app/lib/business.ts";
import { inputClass } from "#app/ui/field.tsx";

/**
 * The pieces of the client's pages (/mon-devis, /mon-chantier and its PV): cards, messages, buttons
 * and the code step, in the site's colours and typefaces. Plain HTML forms: the pages load no script.
 */

export const buttonClass =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-forest px-6 py-2 text-center leading-tight font-semibold text-cream no-underline hover:bg-forest-dark";
export const secondaryButtonClass =
  "inline-flex min-h-12 items-center justify-center rounded-full border border-forest bg-white px-6 py-2 text-center leading-tight font-semibold text-forest no-underline hover:bg-cream";
export const fieldClass = `${inputClass} text-lg`;
export const labelClass = "mt-4 mb-1.5 block text-sm font-semibold text-forest-dark";

export type Tone = "ok" | "err" | "info" | "plain";
const tones: Record<Tone, string> = {
  plain: "border-line bg-white",
  ok: "border-success/40 bg-success/5",
  err: "border-danger/40 bg-danger/5",
  info: "border-oak/50 bg-cream",
};

export function Card({ tone = "plain", id, children }: { tone?: Tone; id?: string; children: ReactNode }) {
  return (
    <div id={id} className={`my-3 rounded-2xl border p-4 sm:p-5 [&_p+p]:mt-3 ${tones[tone]} ${tone}`}>
      {children}
    </div>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return <h2 className="mt-8 mb-2 font-serif text-xl font-semibold text-forest-dark">{children}</h2>;
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/** A form's answer or a refusal, read by screen readers when the page opens. */
export function Flash({ message }: { message?: { kind: "ok" | "err" | "info"; text: string } | null }) {
  if (!message) return null;
  return (
    <div role="status">
      <Card tone={message.kind}>
        <p>{message.text}</p>
      </Card>
    </div>
  );
}

/** The page's title, in the site's heading face. */
export function ClientTitle({ children, lead }: { children: ReactNode; lead?: string }) {
  return (
    <>
      <h1 className="mt-2 font-serif text-3xl leading-tight font-semibold text-balance text-forest-dark sm:text-4xl">
        {children}
      </h1>
      {lead && <p className="mt-2 text-lg text-muted">{lead}</p>}
    </>
  );
}

export function Check({
  name,
  required,
  defaultChecked,
  children,
}: {
  name: string;
  required?: boolean;
  defaultChecked?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="my-3 flex items-start gap-3">
      <input
        type="checkbox"
        name={name}
        value="1"
        required={required}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-6 flex-none accent-forest"
      />
      <span>{children}</span>
    </label>
  );
}

/**
 * Step 1 of a signature: the code e-mailed to the client. After the request the page opens on the
 * code field (`#code`), focused: on a phone it is in view, not far below.
 */
/** The e-mailed code's field attributes (acceptance, refusal, PV): six digits, a space allowed. */
export const codeInput = {
  name: "code",
  inputMode: "numeric",
  autoComplete: "one-time-code",
  pattern: "[0-9 ]{6,7}",
  maxLength: 7,
  required: true,
} as const;

export function CodeField({ sent }: { sent: string | null }) {
  return (
    <>
      <label htmlFor="code" className={labelClass}>
        Code reçu par e-mail
      </label>
      <input
        type="text"
        id="code"
        {...codeInput}
        autoFocus={Boolean(sent)}
        aria-describedby={sent ? "code-sent" : undefined}
        className={`${fieldClass} scroll-mt-24 tracking-[0.3em]`}
      />
      {sent && (
        <p id="code-sent" role="status" className="mt-2 rounded-xl bg-cream px-3 py-2 text-sm text-forest-dark">
          {sent}
        </p>
      )}
    </>
  );
}

export function NameField({ value }: { value?: string }) {
  return (
    <>
      <label htmlFor="name" className={labelClass}>
        Votre nom complet
      </label>
      <input
        type="text"
        id="name"
        name="name"
        autoComplete="name"
        maxLength={160}
        required
        defaultValue={value ?? ""}
        className={fieldClass}
      />
    </>
  );
}

/** « 1. Recevez un code… » and its button, which posts to `<base>/code` and comes back on `#code`. */
export function CodeRequest({ action, maskedEmail }: { action: string; maskedEmail: string }) {
  return (
    <>
      <p>
        <strong>1.</strong> Recevez un code de vérification à 6 chiffres à l&apos;adresse {maskedEmail} (valable 10
        minutes).
      </p>
      <form method="post" action={action} className="mt-3">
        <button type="submit" className={secondaryButtonClass}>
          Recevoir mon code par e-mail
        </button>
      </form>
    </>
  );
}

/** « Une question ? Appelez … » with the business's phone. */
export function PhoneLink() {
  const business = useBusiness();
  return (
    <a href={`tel:${business.phoneE164}`} className="font-semibold text-forest underline">
      {business.phone}
    </a>
  );
}

/**
 * A signature's card: 1. the code request, 2. the signing form (the hash of the PDF shown, the
 * code, the name, then the boxes given as children) and its button.
 */
export function SignCard(props: {
  base: string;
  action: string;
  maskedEmail: string;
  pdfSha256: string;
  step: string;
  /** The confirmation of the code just sent: shown under the field, which gets the focus. */
  codeSent: string | null;
  name?: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CodeRequest action={`${props.base}/code`} maskedEmail={props.maskedEmail} />
      <form method="post" action={`${props.base}/${props.action}`} className="mt-5">
        <input type="hidden" name="pdfSha256" value={props.pdfSha256} />
        <p>
          <strong>2.</strong> {props.step}
        </p>
        <CodeField sent={props.codeSent} />
        <NameField value={props.name} />
        {props.children}
        <button type="submit" className={`${buttonClass} mt-2 w-full sm:w-auto`}>
          {props.submit}
        </button>
      </form>
    </Card>
  );
}
