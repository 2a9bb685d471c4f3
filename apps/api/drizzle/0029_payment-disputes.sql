CREATE TABLE "payment_disputes" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"won" boolean
);
--> statement-breakpoint
CREATE INDEX "business_earnings_business_id_created_at_idx" ON "business_earnings" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_earnings_business_id_transferred_at_idx" ON "business_earnings" USING btree ("business_id","transferred_at") WHERE "business_earnings"."transfer_id" is not null;