-- Versions stored before file_name existed kept "who:file name" in uploaded_by, and the deck file
-- the API publishes itself kept "file:<its path on the server>". Split them; the path keeps only
-- its last part, and the uploader of that file becomes 'deck-file'.
UPDATE "deck_versions"
SET "file_name" = regexp_replace(substr("uploaded_by", 6), '^.*/', ''), "uploaded_by" = 'deck-file'
WHERE "file_name" IS NULL AND "uploaded_by" LIKE 'file:%';--> statement-breakpoint
UPDATE "deck_versions"
SET "file_name" = substr("uploaded_by", strpos("uploaded_by", ':') + 1),
  "uploaded_by" = substr("uploaded_by", 1, strpos("uploaded_by", ':') - 1)
WHERE "file_name" IS NULL AND strpos("uploaded_by", ':') > 0;
