CREATE TABLE "treasury_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "treasury_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"payee" text NOT NULL,
	"user_id" integer,
	"business_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"recipient" text,
	"chain_write_id" integer,
	"tx_hash" text,
	"retry_after" timestamp with time zone,
	"last_error" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_payouts_status_valid" CHECK ("treasury_payouts"."status" in ('WAITING', 'SENDING', 'PAID', 'CANCELLED', 'FAILED')),
	CONSTRAINT "treasury_payouts_payee_valid" CHECK (("treasury_payouts"."payee" = 'SELLER' and "treasury_payouts"."user_id" is not null and "treasury_payouts"."business_id" is null)
        or ("treasury_payouts"."payee" = 'BUSINESS' and "treasury_payouts"."business_id" is not null and "treasury_payouts"."user_id" is null)),
	CONSTRAINT "treasury_payouts_units_positive" CHECK ("treasury_payouts"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "treasury_payouts" ADD CONSTRAINT "treasury_payouts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_payouts" ADD CONSTRAINT "treasury_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_payouts" ADD CONSTRAINT "treasury_payouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_payouts" ADD CONSTRAINT "treasury_payouts_chain_write_id_chain_writes_id_fk" FOREIGN KEY ("chain_write_id") REFERENCES "public"."chain_writes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_payouts_purchase_id_payee_key" ON "treasury_payouts" USING btree ("purchase_id","payee");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_payouts_chain_write_id_key" ON "treasury_payouts" USING btree ("chain_write_id");--> statement-breakpoint
CREATE INDEX "treasury_payouts_user_id_idx" ON "treasury_payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "treasury_payouts_business_id_idx" ON "treasury_payouts" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "treasury_payouts_waiting_idx" ON "treasury_payouts" USING btree ("id") WHERE "treasury_payouts"."status" = 'WAITING';