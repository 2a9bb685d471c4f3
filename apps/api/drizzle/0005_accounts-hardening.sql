ALTER TYPE "public"."auth_throttle_kind" ADD VALUE 'PASSWORD_CHECK_FAILURE';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;