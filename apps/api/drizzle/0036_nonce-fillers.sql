ALTER TABLE "chain_writes" ADD COLUMN "filler_raw_tx" text;--> statement-breakpoint
ALTER TABLE "chain_writes" ADD COLUMN "filler_tx_hash" text;--> statement-breakpoint
CREATE INDEX "chain_writes_held_nonce_idx" ON "chain_writes" USING btree ("signer","nonce") WHERE "chain_writes"."status" = 'SENT' or "chain_writes"."filler_raw_tx" is not null;