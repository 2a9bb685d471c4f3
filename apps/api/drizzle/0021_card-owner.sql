ALTER TYPE "public"."auth_throttle_kind" ADD VALUE 'WALLET_NONCE';--> statement-breakpoint
DROP INDEX "activations_token_id_created_at_idx";--> statement-breakpoint
ALTER TABLE "activations" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activations_token_id_owner_id_created_at_idx" ON "activations" USING btree ("token_id","owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activations_owner_id_idx" ON "activations" USING btree ("owner_id");--> statement-breakpoint
-- Cards shown before owners were recorded: the copy's owner now is the best knowledge of whom they were for.
UPDATE "activations" SET "owner_id" = "tokens"."owner_id" FROM "tokens" WHERE "tokens"."id" = "activations"."token_id";
