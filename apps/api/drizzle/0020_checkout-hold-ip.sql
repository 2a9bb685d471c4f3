ALTER TABLE "purchases" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "purchases_client_ip_idx" ON "purchases" USING btree ("client_ip");