ALTER TABLE "deck_versions" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD COLUMN "note_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD COLUMN "note_updated_by" text;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deck_versions" ADD COLUMN "publish_scheduled_by" text;