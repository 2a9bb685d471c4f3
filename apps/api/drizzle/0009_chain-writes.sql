CREATE TYPE "public"."chain_write_status" AS ENUM('PENDING', 'SENDING', 'SENT', 'DONE', 'FAILED');--> statement-breakpoint
CREATE TABLE "chain_writes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_writes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" "chain_write_status" DEFAULT 'PENDING' NOT NULL,
	"payload" jsonb NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"subject" text,
	"business_id" integer,
	"requested_by_id" integer,
	"signer" text NOT NULL,
	"call" jsonb,
	"tx_hash" text,
	"raw_tx" text,
	"nonce" integer,
	"mined_tx_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_writes" ADD CONSTRAINT "chain_writes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_writes" ADD CONSTRAINT "chain_writes_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_writes_idempotency_key" ON "chain_writes" USING btree ("idempotency_key") WHERE "chain_writes"."status" <> 'FAILED';--> statement-breakpoint
CREATE UNIQUE INDEX "chain_writes_live_subject_key" ON "chain_writes" USING btree ("subject") WHERE "chain_writes"."status" not in ('DONE', 'FAILED');--> statement-breakpoint
CREATE INDEX "chain_writes_business_kind_created_idx" ON "chain_writes" USING btree ("business_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "chain_writes_unfinished_idx" ON "chain_writes" USING btree ("updated_at") WHERE "chain_writes"."status" not in ('DONE', 'FAILED');--> statement-breakpoint
CREATE INDEX "chain_writes_requested_by_id_idx" ON "chain_writes" USING btree ("requested_by_id");