DROP INDEX "users_username_lower_key";--> statement-breakpoint
DROP INDEX "users_phone_number_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username")) WHERE "users"."status" <> 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_key" ON "users" USING btree ("phone_number") WHERE "users"."status" <> 'PENDING';