import { QueryClientContext, QueryClientProvider, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useContext, useState, type ReactNode } from "react";
import type { AttachmentSummary } from "#domain/attachments.ts";
import type { TimelineEntry } from "#domain/lead-followup.ts";
import type { LeadSummary } from "#domain/leads.ts";
import type { LeadEmail } from "#server/modules/leads/types.ts";
import { createQueryClient } from "#app/lib/query-client.ts";

/**
 * The admin layout provides the TanStack Query client; if a leads screen or badge is rendered
 * where none is provided yet, it gets its own rather than crashing.
 */
export function EnsureQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? null : createQueryClient()));
  if (existing || !own) return <>{children}</>;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

/** Every cached answer about leads (list, detail, unread count) is dropped after a change. */
export function invalidateLeads(client: QueryClient) {
  return client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/leads") });
}

export function useInvalidateLeads() {
  const client = useQueryClient();
  return () => invalidateLeads(client);
}

export interface LeadList {
  items: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
}

export type { LeadEmail };

export type LeadRecord = Record<string, unknown> & {
  kind: "quote" | "contact";
  id: number;
  status: string;
  notes: string;
  readAt: string | null;
  isSpam: boolean;
  spamReason: string;
  createdAt: string;
  email: string;
};

export interface LeadDetail {
  lead: LeadRecord;
  emails: LeadEmail[];
  attachments: AttachmentSummary[];
  timeline: TimelineEntry[];
}
