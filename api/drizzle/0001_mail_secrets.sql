ALTER TABLE "mail_outbox" ADD COLUMN "secret_kind" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secret" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "revealed_by" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_secret_kind_check" CHECK ("secret_kind" IN ('access-code', 'reset-link', 'invite-link'));