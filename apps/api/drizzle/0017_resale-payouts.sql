CREATE TABLE "resale_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resale_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"seller_amount" numeric(12, 2) NOT NULL,
	"commission_amount" numeric(12, 2) NOT NULL,
	"commission_percentage" numeric(5, 2) NOT NULL,
	"transaction_amount" numeric(12, 2) NOT NULL,
	"transaction_percentage" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resale_payouts_purchase_id_key" UNIQUE("purchase_id"),
	CONSTRAINT "resale_payouts_amounts_add_up" CHECK ("resale_payouts"."seller_amount" >= 0 and "resale_payouts"."commission_amount" >= 0 and "resale_payouts"."transaction_amount" >= 0
        and "resale_payouts"."seller_amount" + "resale_payouts"."commission_amount" + "resale_payouts"."transaction_amount" = "resale_payouts"."total_amount")
);
--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resale_payouts" ADD CONSTRAINT "resale_payouts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resale_payouts_seller_id_idx" ON "resale_payouts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "resale_payouts_business_id_idx" ON "resale_payouts" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "resale_payouts_token_id_idx" ON "resale_payouts" USING btree ("token_id");