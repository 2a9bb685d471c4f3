DROP INDEX "token_profiles_listed_created_at_idx";--> statement-breakpoint
ALTER TABLE "token_profiles" ADD COLUMN "business_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written from here: token_profiles.business_active says whether the business's account is
-- ACTIVE, so GET /market-place filters what it lists on the profile alone (apps/api/src/modules/
-- marketplace/list-marketplace.ts). Written only by these triggers; the tests check it against the
-- accounts after every kind of change. The account's row is locked FOR SHARE: a status change waits
-- for a profile being written (or it for the change), so neither passes the other with a stale state.
CREATE FUNCTION business_is_active(p_business integer) RETURNS boolean LANGUAGE sql AS $$
  SELECT coalesce((
    SELECT u.status = 'ACTIVE' FROM users u JOIN businesses b ON b.owner_id = u.id
    WHERE b.id = p_business
    FOR SHARE OF u
  ), false)
$$;--> statement-breakpoint
UPDATE "token_profiles" SET "business_active" = business_is_active("business_id");--> statement-breakpoint
CREATE INDEX "token_profiles_listed_created_at_idx" ON "token_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "token_profiles"."status" = 'ACTIVE' and "token_profiles"."contract_type" = 'INTERNAL' and "token_profiles"."available_copies_count" <> 0 and "token_profiles"."business_active";--> statement-breakpoint
-- A profile takes its business's state when written, moved to another business, or set otherwise.
CREATE FUNCTION set_profile_business_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.business_active := business_is_active(NEW.business_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER token_profiles_business_active
BEFORE INSERT OR UPDATE OF business_id, business_active ON token_profiles
FOR EACH ROW EXECUTE FUNCTION set_profile_business_active();--> statement-breakpoint
-- An account's status change carries to its business's profiles. (A business never changes hands:
-- nothing writes businesses.owner_id after the business is made; migration 0012 counts on it too.)
CREATE FUNCTION carry_business_active_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE token_profiles p SET business_active = business_is_active(b.id)
  FROM businesses b WHERE b.owner_id = NEW.id AND p.business_id = b.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_business_active AFTER UPDATE OF status ON users
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION carry_business_active_of_account();
