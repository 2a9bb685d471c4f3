DROP INDEX "announcements_business_id_created_at_idx";--> statement-breakpoint
DROP INDEX "token_profiles_status_created_at_idx";--> statement-breakpoint
DROP INDEX "token_profiles_category_status_created_at_idx";--> statement-breakpoint
DROP INDEX "activations_token_id_created_at_idx";--> statement-breakpoint
DROP INDEX "tokens_business_parents_created_at_idx";--> statement-breakpoint
DROP INDEX "tokens_owner_copies_created_at_idx";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "stock_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "announcement_users_inbox_idx" ON "announcement_users" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "announcement_users"."is_archived";--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_live_attempt_key" ON "purchases" USING btree ("user_id","source_token_id") WHERE "purchases"."status" in ('PENDING', 'PAID');--> statement-breakpoint
CREATE INDEX "token_profiles_featured_created_at_idx" ON "token_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "token_profiles"."status" = 'ACTIVE' and "token_profiles"."is_featured";--> statement-breakpoint
CREATE INDEX "token_profiles_recommended_created_at_idx" ON "token_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "token_profiles"."status" = 'ACTIVE' and "token_profiles"."is_recommended";--> statement-breakpoint
CREATE INDEX "token_profiles_hot_created_at_idx" ON "token_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "token_profiles"."status" = 'ACTIVE' and "token_profiles"."is_hot";--> statement-breakpoint
CREATE INDEX "tokens_open_for_sale_listed_at_idx" ON "tokens" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tokens"."is_open_for_sale";--> statement-breakpoint
CREATE INDEX "announcements_business_id_created_at_idx" ON "announcements" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_profiles_status_created_at_idx" ON "token_profiles" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "token_profiles_category_status_created_at_idx" ON "token_profiles" USING btree ("category_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activations_token_id_created_at_idx" ON "activations" USING btree ("token_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tokens_business_parents_created_at_idx" ON "tokens" USING btree ("business_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tokens"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "tokens_owner_copies_created_at_idx" ON "tokens" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tokens"."parent_id" is not null;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_listing_valid" CHECK (not "tokens"."is_open_for_sale" or ("tokens"."parent_id" is not null and "tokens"."listed_at" is not null));