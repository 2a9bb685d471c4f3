CREATE TABLE "crypto_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crypto_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"token_profile_id" integer NOT NULL,
	"lock" text NOT NULL,
	"recipient" text NOT NULL,
	"requested_units" numeric(78, 0) NOT NULL,
	"withdrawn_units" numeric(78, 0),
	"status" text DEFAULT 'PENDING' NOT NULL,
	"chain_write_id" integer,
	"tx_hash" text,
	"requested_by_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crypto_withdrawals_status_valid" CHECK ("crypto_withdrawals"."status" in ('PENDING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "payout_wallets" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"linked_by_id" integer,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_token_profile_id_token_profiles_id_fk" FOREIGN KEY ("token_profile_id") REFERENCES "public"."token_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_chain_write_id_chain_writes_id_fk" FOREIGN KEY ("chain_write_id") REFERENCES "public"."chain_writes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_withdrawals" ADD CONSTRAINT "crypto_withdrawals_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_wallets" ADD CONSTRAINT "payout_wallets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_wallets" ADD CONSTRAINT "payout_wallets_linked_by_id_users_id_fk" FOREIGN KEY ("linked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_withdrawals_chain_write_id_key" ON "crypto_withdrawals" USING btree ("chain_write_id");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_business_id_idx" ON "crypto_withdrawals" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "crypto_withdrawals_token_profile_id_idx" ON "crypto_withdrawals" USING btree ("token_profile_id");