ALTER TYPE "public"."auth_throttle_kind" ADD VALUE 'SIGNUP';--> statement-breakpoint
ALTER TYPE "public"."auth_throttle_kind" ADD VALUE 'AVAILABILITY_CHECK';--> statement-breakpoint
ALTER TYPE "public"."auth_throttle_kind" ADD VALUE 'CODE_FAILURE';--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_ip" text;