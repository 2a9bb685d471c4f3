CREATE TABLE "wallet_pass_registrations" (
	"device_library_id" text NOT NULL,
	"serial" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_pass_registrations_device_library_id_serial_pk" PRIMARY KEY("device_library_id","serial")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"serial" text PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_pass_registrations" ADD CONSTRAINT "wallet_pass_registrations_serial_wallet_passes_serial_fk" FOREIGN KEY ("serial") REFERENCES "public"."wallet_passes"("serial") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_pass_registrations_serial_idx" ON "wallet_pass_registrations" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_live_key" ON "wallet_passes" USING btree ("token_id","owner_id") WHERE "wallet_passes"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "wallet_passes_token_id_idx" ON "wallet_passes" USING btree ("token_id");--> statement-breakpoint
-- A copy that changes hands (resale, import, a key found in another wallet) voids its passes at once,
-- whichever path wrote the owner; a new expiry (a renewal) marks them changed for the wallets to fetch.
CREATE FUNCTION follow_wallet_passes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.owner_id IS DISTINCT FROM NEW.owner_id THEN
    UPDATE wallet_passes SET voided_at = now(), changed_at = now() WHERE token_id = NEW.id AND voided_at IS NULL;
  ELSE
    UPDATE wallet_passes SET changed_at = now() WHERE token_id = NEW.id AND voided_at IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tokens_follow_wallet_passes AFTER UPDATE OF owner_id, expires_at ON tokens
FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
EXECUTE FUNCTION follow_wallet_passes();
