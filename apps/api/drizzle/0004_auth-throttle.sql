CREATE TYPE "public"."auth_throttle_kind" AS ENUM('LOGIN_FAILURE', 'CODE_REQUEST');--> statement-breakpoint
CREATE TABLE "auth_throttle_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_throttle_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "auth_throttle_kind" NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_throttle_events_kind_subject_created_idx" ON "auth_throttle_events" USING btree ("kind","subject","created_at");