/** The media library and its image queue (decision 041). */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "#server/infra/db/columns.ts";

export const media = pgTable("media", {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  type: text("type").notNull(),
  mimeType: text("mime_type").notNull().default(""),
  description: text("description").notNull().default(""),
  altText: text("alt_text").notNull().default(""),
  fileName: text("file_name").notNull().default(""),
  size: integer("size").notNull().default(0),
  width: integer("width"),
  height: integer("height"),
  /** Stored files of this media (variants of an image, or the single file of a document). */
  files: jsonb("files").$type<string[]>().notNull().default([]),
  source: text("source").notNull().default("upload"),
  /** Point of interest of an image, in % of its width and height: every crop keeps it in view. */
  focalX: integer("focal_x").notNull().default(50),
  focalY: integer("focal_y").notNull().default(50),
  createdAt: createdAt(),
});

/**
 * Images waiting for their variants (widths, formats, Open Graph crop). Taken with
 * FOR UPDATE SKIP LOCKED: each job is done by one instance; a crashed one is taken again once
 * its lock expires. Done jobs stay (the admin's "3/8"), pruned after a day.
 */
export const mediaJobs = pgTable(
  "media_jobs",
  {
    id: serial("id").primaryKey(),
    mediaId: text("media_id").notNull(),
    /** 'variants' (every missing width and format, then the OG crop) or 'og' (the crop again: focal point moved). */
    kind: text("kind").notNull().default("variants"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("media_jobs_due_idx").on(t.status, t.runAfter), index("media_jobs_media_idx").on(t.mediaId)],
);
