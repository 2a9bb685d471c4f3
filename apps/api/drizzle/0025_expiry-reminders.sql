CREATE TYPE "public"."reminder_window" AS ENUM('SEVEN_DAYS', 'ONE_DAY', 'EXPIRY_DAY');--> statement-breakpoint
CREATE TABLE "expiry_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expiry_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key_expires_at" timestamp with time zone NOT NULL,
	"window" "reminder_window" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_token_expiry_window_key" UNIQUE("token_id","key_expires_at","window")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_expiry_reminder_email_notify" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expiry_reminders_user_id_idx" ON "expiry_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "expiry_reminders_unsent_idx" ON "expiry_reminders" USING btree ("id") WHERE "expiry_reminders"."sent_at" is null and "expiry_reminders"."skipped_at" is null;--> statement-breakpoint
CREATE INDEX "tokens_copies_expires_at_idx" ON "tokens" USING btree ("expires_at") WHERE "tokens"."parent_id" is not null;