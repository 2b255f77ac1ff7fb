import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../server/context";

/** A lead form holds at most ~11 KB of text; anything far above is refused before parsing. */
const MAX_FORM_BYTES = 64 * 1024;
const TOO_LARGE = "La requête est trop volumineuse.";

export interface LeadActionData {
  message: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** Reads an urlencoded body, refusing it past `max` bytes (null) without buffering more. */
async function readForm(request: Request, max: number): Promise<URLSearchParams | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const form = await request.formData();
    return new URLSearchParams([...form].filter((e): e is [string, string] => typeof e[1] === "string"));
  }
  if (!request.body) return new URLSearchParams();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * The action behind a lead form posted WITHOUT JavaScript (progressive enhancement): the same
 * service as POST /api/quotes and /api/contact. Success → 303 to the confirmation
 * (`?envoye=1`, so a reload does not post again); otherwise the page re-renders the form with
 * its values and the French messages.
 */
export async function leadFormAction(kind: "quote" | "contact", request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request, MAX_FORM_BYTES);
  if (!form) return data<LeadActionData>({ message: TOO_LARGE, errors: {}, values: {} }, { status: 413 });
  const body = Object.fromEntries(form);
  const { leads } = context.get(servicesContext);
  const meta = { ip: context.get(requestContext).ip };
  const result = kind === "quote" ? await leads.submitQuote(body, meta) : await leads.submitContact(body, meta);
  if (result.ok) return redirect(`${new URL(request.url).pathname}?envoye=1`, 303);
  // Only the visible fields come back into the form.
  const { website: _w, startedAt: _s, ...values } = body;
  if (result.status === 429) {
    return data<LeadActionData>({ message: result.message, errors: {}, values }, { status: 429, headers: { "Retry-After": String(result.retryAfterSec) } });
  }
  return data<LeadActionData>({ message: "Veuillez corriger les champs indiqués.", errors: result.errors, values }, { status: 400 });
}
