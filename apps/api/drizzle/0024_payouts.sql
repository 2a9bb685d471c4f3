CREATE TABLE "business_earnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"gross_amount" numeric(12, 2) NOT NULL,
	"fee_percentage" numeric(5, 2) NOT NULL,
	"fee_amount" numeric(12, 2) NOT NULL,
	"net_amount" numeric(12, 2) NOT NULL,
	"disputed_at" timestamp with time zone,
	"transfer_id" text,
	"transferred_at" timestamp with time zone,
	"reversal_id" text,
	"reversed_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_earnings_purchase_id_key" UNIQUE("purchase_id"),
	CONSTRAINT "business_earnings_amounts_add_up" CHECK ("business_earnings"."fee_amount" >= 0 and "business_earnings"."net_amount" >= 0 and "business_earnings"."fee_amount" + "business_earnings"."net_amount" = "business_earnings"."gross_amount")
);
--> statement-breakpoint
CREATE TABLE "local_connect_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"link_id" text,
	"link_expires_at" timestamp with time zone,
	"return_url" text,
	"refresh_url" text,
	"routing_number" text,
	"account_last4" text,
	"payouts_enabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_connect_accounts_idempotency_key_key" UNIQUE("idempotency_key"),
	CONSTRAINT "local_connect_accounts_link_id_key" UNIQUE("link_id")
);
--> statement-breakpoint
CREATE TABLE "local_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"destination" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reversal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_transfers_idempotency_key_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_business_id_key" UNIQUE("business_id"),
	CONSTRAINT "payout_accounts_provider_account_id_key" UNIQUE("provider_account_id"),
	CONSTRAINT "payout_accounts_status_valid" CHECK ("payout_accounts"."status" in ('PENDING', 'READY'))
);
--> statement-breakpoint
ALTER TABLE "business_earnings" ADD CONSTRAINT "business_earnings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_earnings" ADD CONSTRAINT "business_earnings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_transfers" ADD CONSTRAINT "local_transfers_destination_local_connect_accounts_id_fk" FOREIGN KEY ("destination") REFERENCES "public"."local_connect_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_earnings_business_id_idx" ON "business_earnings" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "business_earnings_open_idx" ON "business_earnings" USING btree ("id") WHERE "business_earnings"."reversed_at" is null;