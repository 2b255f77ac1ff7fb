import { asId } from "#server/validation.ts";
import type { ContentInput } from "./admin-values.ts";
import type { RevisionKind, Revisions } from "./revisions.ts";

/** The vocabulary of the content service's operations: read scope, write context, ids. */
export interface ReadScope {
  /** Drafts are visible to the administrator only. */
  includeDrafts: boolean;
}

/** A validated PATCH: only the keys the request named, plus publishedAt when given. */
export type ContentPatch = Partial<ContentInput>;

/** Who writes, and on which version of the item the write is based (optimistic concurrency). */
export interface WriteContext {
  userId?: number | null;
  /** The version the editor loaded; a different stored version answers 409. Absent: no check (API clients). */
  version?: number;
  /** Why the write happens, when the HTTP layer knows better than 'manual' (AI acceptance). */
  kind?: RevisionKind;
  /** Scheduled unpublication: a date, or null to cancel it; undefined leaves it unchanged. */
  unpublishAt?: Date | null;
}

export interface AdminContentOptions {
  revisions: Revisions;
  /** The clock of schedules (injected by tests). */
  now?: () => Date;
}

/** Ids that can exist in a serial column; anything else is simply not found. */
export function parseId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? asId(raw) : null;
}
