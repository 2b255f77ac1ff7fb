/** The FAQ of the public site (owned by the business module, which manages the site's lists). */
import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "#server/infra/db/columns.ts";

export const faqItems = pgTable("faq_items", {
  id: serial("id").primaryKey(),
  /** Where the question is shown: 'accueil' (home, 8 items) or 'contact' (contact page, 4 items). */
  page: text("page").notNull().default("accueil"),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull().default(0),
  isPublished: boolean("is_published").notNull().default(true),
  createdAt: createdAt(),
});
