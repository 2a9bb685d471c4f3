CREATE TABLE "seller_earnings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_earnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
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
	CONSTRAINT "seller_earnings_purchase_id_key" UNIQUE("purchase_id"),
	CONSTRAINT "seller_earnings_amount_positive" CHECK ("seller_earnings"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "business_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "seller_earnings" ADD CONSTRAINT "seller_earnings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_earnings" ADD CONSTRAINT "seller_earnings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_earnings_user_id_idx" ON "seller_earnings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "seller_earnings_open_idx" ON "seller_earnings" USING btree ("id") WHERE "seller_earnings"."reversed_at" is null;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_key" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_one_owner" CHECK (("payout_accounts"."business_id" is null) <> ("payout_accounts"."user_id" is null));