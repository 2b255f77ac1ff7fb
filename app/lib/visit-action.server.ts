import { data, redirect, type RouterContextProvider } from "react-router";
import type { SlotDay } from "#domain/agenda.ts";
import { servicesContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";

export interface VisitActionData {
  message: string;
  errors: Record<string, string>;
  values: { start?: string; address?: string };
  /** The fresh list after a 409. */
  days?: SlotDay[];
}

const MAX_FORM_BYTES = 16 * 1024;
const statusOf: Partial<Record<AppError["kind"], number>> = {
  invalid: 400,
  unprocessable: 422,
  conflict: 409,
  gone: 410,
  "rate-limited": 429,
};

/** /rendez-vous/<token>: the page's data (404 for an unknown or spam token), never cached. */
export async function visitLoader(token: string, context: Readonly<RouterContextProvider>) {
  const { agenda } = context.get(servicesContext);
  try {
    return await agenda.page(token);
  } catch (err) {
    if (err instanceof AppError && (err.kind === "not-found" || err.kind === "gone"))
      throw data(
        { message: err.message },
        { status: err.kind === "gone" ? 410 : 404, headers: { "Cache-Control": "no-store" } },
      );
    throw err;
  }
}

/**
 * The booking form posted WITHOUT JavaScript (it is the only form: the page needs no script):
 * book or move (`start`, `address`) or cancel (`intent=annuler`). Success → 303 to the
 * confirmation (`?confirme=1` / `?annule=1`); a refusal → the page again with the French message,
 * its status (400, 409 with the fresh list, 422 outside the served area) and the values typed.
 */
export async function visitAction(
  token: string,
  request: Request,
  context: Readonly<RouterContextProvider>,
  ip: string,
) {
  const { agenda } = context.get(servicesContext);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES)
    return data<VisitActionData>(
      { message: "La requête est trop volumineuse.", errors: {}, values: {} },
      { status: 413 },
    );
  const form = new URLSearchParams(await request.text());
  const values = { start: form.get("start") ?? undefined, address: form.get("address") ?? undefined };
  const base = new URL(request.url).pathname;
  try {
    if (form.get("intent") === "annuler") {
      await agenda.cancelByToken(token, ip);
      return redirect(`${base}?annule=1`, 303);
    }
    await agenda.bookByToken(token, values, ip);
    return redirect(`${base}?confirme=1`, 303);
  } catch (err) {
    const status = err instanceof AppError ? statusOf[err.kind] : undefined;
    if (!(err instanceof AppError) || !status) throw err;
    const days = (err.details as { days?: SlotDay[] } | undefined)?.days;
    return data<VisitActionData>({ message: err.message, errors: err.errors ?? {}, values, days }, { status });
  }
}
