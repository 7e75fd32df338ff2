CREATE TABLE "deck_agreement_acceptances" (
	"investor_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "deck_agreement_acceptances_pkey" PRIMARY KEY("investor_id","version")
);
--> statement-breakpoint
CREATE TABLE "deck_agreement_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" text
);
--> statement-breakpoint
ALTER TABLE "deck_agreement_acceptances" ADD CONSTRAINT "deck_agreement_acceptances_investor_id_fkey" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_agreement_acceptances" ADD CONSTRAINT "deck_agreement_acceptances_version_fkey" FOREIGN KEY ("version") REFERENCES "public"."deck_agreement_versions"("version") ON DELETE no action ON UPDATE no action;