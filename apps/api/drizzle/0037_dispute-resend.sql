CREATE TABLE "local_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"fee_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'needs_response' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "local_disputes_payment_id_key" UNIQUE("payment_id"),
	CONSTRAINT "local_disputes_status_valid" CHECK ("local_disputes"."status" in ('needs_response', 'won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "business_earnings" ADD COLUMN "resent_from_transfer_id" text;--> statement-breakpoint
ALTER TABLE "business_earnings" ADD COLUMN "resent_from_reversal_id" text;--> statement-breakpoint
ALTER TABLE "seller_earnings" ADD COLUMN "resent_from_transfer_id" text;--> statement-breakpoint
ALTER TABLE "seller_earnings" ADD COLUMN "resent_from_reversal_id" text;