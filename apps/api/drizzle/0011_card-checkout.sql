CREATE TABLE "local_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" text DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_id" text,
	"refund_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_checkout_sessions_status_valid" CHECK ("local_checkout_sessions"."status" in ('open', 'paid', 'declined', 'canceled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "checkout_url" text;