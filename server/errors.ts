/**
 * The one error convention of the server (decision 050). Services, providers and infrastructure
 * throw an `AppError` (or a subclass named after their concern) with a kind and a French message
 * meant for the person who acted; they know no HTTP. One mapper (server/http/errors.ts) turns the
 * kind into the status, the JSON `{ "message", "errors"? }` of the API (docs/product.md §8) and
 * the page of the site.
 */
export type ErrorKind =
  /** The input is refused; `errors` says which field and why. */
  | "invalid"
  /** Well-formed, but a rule of the business refuses it (a devis without its mandatory mentions, an address outside the served area). */
  | "unprocessable"
  /** Nobody is logged in, or the credentials are wrong. */
  | "unauthorized"
  /** Logged in, but not allowed to do this. */
  | "forbidden"
  | "not-found"
  /** The state changed under the request (slug taken, stale version). */
  | "conflict"
  /** It existed and no longer does (expired preview link). */
  | "gone"
  | "too-large"
  /** A file or body of a type we do not take. */
  | "unsupported"
  /** Too many attempts: `retryAfterSec` says when to try again. */
  | "rate-limited"
  /** Our own service cannot answer now (database down, server busy). */
  | "unavailable"
  /** A provider we depend on failed or answered nonsense. */
  | "upstream"
  /** A provider we depend on did not answer in time. */
  | "timeout"
  /** The feature is not available in this setup (e.g. no AI provider for it). */
  | "not-implemented"
  | "internal";

export interface AppErrorOptions {
  /** Field → French message, for `invalid`. */
  errors?: Record<string, string>;
  /** Seconds after which a retry may succeed. */
  retryAfterSec?: number;
  /** More JSON properties of the answer (e.g. `{ current }` with a conflict). */
  details?: Record<string, unknown>;
  cause?: unknown;
}

const brand = Symbol.for("menuiserie.AppError");

export class AppError extends Error {
  /**
   * `instanceof AppError` holds across copies of this module: the React Router build bundles its
   * own copy for the app's *.server.ts files, while the services run from the source.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[brand] === true;
  }
  readonly [brand] = true;
  readonly kind: ErrorKind;
  readonly errors?: Record<string, string>;
  readonly retryAfterSec?: number;
  readonly details?: Record<string, unknown>;
  constructor(kind: ErrorKind, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.kind = kind;
    this.errors = options.errors;
    this.retryAfterSec = options.retryAfterSec;
    this.details = options.details;
  }
}

export const isAppError = (err: unknown): err is AppError => err instanceof AppError;
