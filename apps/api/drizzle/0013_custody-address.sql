ALTER TABLE "users" ADD COLUMN "custody_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_custody_address_key" ON "users" USING btree ("custody_address");