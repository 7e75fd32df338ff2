ALTER TABLE "investors" ADD COLUMN "access_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "access_reminder_sent_at" timestamp with time zone;