-- The signing state and evidence move to the signing module's table (decision 062). A pending code is
-- not carried over: its hash was salted differently, so the client simply asks for a new one.
INSERT INTO "signatures" ("kind", "document_id", "code_failures", "codes_day", "codes_today", "code_locked_at", "method", "signed_at", "evidence", "evidence_sha256")
SELECT 'devis', "id", "code_failures", "codes_day", "codes_today", "code_locked_at",
  CASE WHEN "evidence" IS NULL THEN NULL ELSE coalesce("evidence"->>'method', 'en_ligne') END,
  CASE WHEN "evidence" IS NULL THEN NULL ELSE coalesce("accepted_at", "updated_at") END,
  "evidence", "evidence"->>'evidenceSha256'
FROM "devis"
WHERE "evidence" IS NOT NULL OR "code_failures" > 0 OR "codes_today" > 0 OR "code_locked_at" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "signatures" ("kind", "document_id", "code_failures", "codes_day", "codes_today", "code_locked_at", "method", "signed_at", "evidence", "evidence_sha256")
SELECT 'pv', "id", "code_failures", "codes_day", "codes_today", "code_locked_at",
  CASE WHEN "evidence" IS NULL THEN NULL ELSE 'en_ligne' END,
  CASE WHEN "evidence" IS NULL THEN NULL ELSE coalesce("signed_at", "updated_at") END,
  "evidence", "evidence"->>'evidenceSha256'
FROM "chantier_receptions"
WHERE "evidence" IS NOT NULL OR "code_failures" > 0 OR "codes_today" > 0 OR "code_locked_at" IS NOT NULL
ON CONFLICT DO NOTHING;
