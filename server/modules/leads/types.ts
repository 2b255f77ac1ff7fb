/**
 * The leads' answers as the admin receives them (type-only), from the server's own types: a
 * column added to the outbox reaches the inbox without a hand-written copy (decision 050).
 */
import type { Jsonify } from "#domain/json.ts";
import type { Inbox } from "./inbox.ts";

/** An e-mail of a lead (notification, acknowledgement, reply, review request) with its delivery state. */
export type LeadEmail = Jsonify<Awaited<ReturnType<Inbox["emails"]>>[number]>;
