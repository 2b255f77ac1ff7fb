import { boolean, integer, jsonb, serial, text, timestamp } from "drizzle-orm/pg-core";

import type { MediaItem } from "#domain/schemas/content.ts";

/** Columns shared by several tables. */

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Fields every admin-managed content item has (docs/product.md §3). */
export const contentColumns = () => ({
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  content: text("content").notNull().default(""),
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  isPublished: boolean("is_published").notNull().default(false),
  media: jsonb("media").$type<MediaItem[]>().notNull().default([]),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** Pending edits of the item (autosave, restore): the public page keeps the columns above until published. */
  draft: jsonb("draft").$type<Record<string, unknown> | null>(),
  /** Bumped at every write: a save based on an older version is refused (409). */
  version: integer("version").notNull().default(1),
  /** Scheduled publication (the draft, if any, goes live) and unpublication, run by the scheduler. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
});
