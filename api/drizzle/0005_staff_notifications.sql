CREATE TABLE "staff_notification_events_sent" (
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"investor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notification_events_sent_pkey" PRIMARY KEY("event","subject")
);
--> statement-breakpoint
CREATE TABLE "staff_notification_settings" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"events" text[] NOT NULL,
	"revisit_after_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notification_settings_events_check" CHECK (events <@ ARRAY['deck-first-open', 'deck-revisit', 'deck-finished', 'access-request', 'contact-message']::text[]),
	CONSTRAINT "staff_notification_settings_revisit_after_days_check" CHECK (revisit_after_days BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "staff_notification_events_sent" ADD CONSTRAINT "staff_notification_events_sent_investor_id_fkey" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notification_settings" ADD CONSTRAINT "staff_notification_settings_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notification_events_sent_investor_idx" ON "staff_notification_events_sent" USING btree ("investor_id");