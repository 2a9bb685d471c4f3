ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "token_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "token_profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
-- Hand-written from here (issue 35, operator suspensions; docs/decisions/operator-console.md).
-- token_profiles.business_active now says whether the membership may be sold by its business: the
-- account ACTIVE, and neither the business nor the membership suspended by an operator. The
-- marketplace's lists, their partial index and the listed counts already filter on it, so a
-- suspension leaves them with no query change. The business's row is locked FOR SHARE with the
-- account's: a suspension waits for a profile being written (or it for the suspension).
CREATE OR REPLACE FUNCTION business_is_active(p_business integer) RETURNS boolean LANGUAGE sql AS $$
  SELECT coalesce((
    SELECT u.status = 'ACTIVE' AND b.suspended_at IS NULL FROM users u JOIN businesses b ON b.owner_id = u.id
    WHERE b.id = p_business
    FOR SHARE OF u, b
  ), false)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_profile_business_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.business_active := business_is_active(NEW.business_id) AND NEW.suspended_at IS NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER token_profiles_business_active ON token_profiles;--> statement-breakpoint
CREATE TRIGGER token_profiles_business_active
BEFORE INSERT OR UPDATE OF business_id, business_active, suspended_at ON token_profiles
FOR EACH ROW EXECUTE FUNCTION set_profile_business_active();--> statement-breakpoint
-- A business's suspension (or restore) carries to its profiles, as an account's status change does.
CREATE FUNCTION carry_business_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE token_profiles SET business_active = business_is_active(NEW.id) WHERE business_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_suspension AFTER UPDATE OF suspended_at ON businesses
FOR EACH ROW WHEN (OLD.suspended_at IS DISTINCT FROM NEW.suspended_at) EXECUTE FUNCTION carry_business_suspension();--> statement-breakpoint
-- categories.listed_memberships (migration 0012) is now counted from each profile's own
-- business_active: an account's change or a suspension reaches the count through the profiles'
-- update above, and a deleted account's or business's profiles through their cascaded delete. The
-- account and business triggers that shifted the counts themselves would count those twice.
DROP TRIGGER users_listed_count_status ON users;--> statement-breakpoint
DROP TRIGGER users_listed_count_delete ON users;--> statement-breakpoint
DROP TRIGGER businesses_listed_count_delete ON businesses;--> statement-breakpoint
DROP FUNCTION count_listed_of_account();--> statement-breakpoint
DROP FUNCTION count_listed_of_business();--> statement-breakpoint
DROP FUNCTION shift_listed_memberships(integer, integer);--> statement-breakpoint
DROP TRIGGER token_profiles_listed_count ON token_profiles;--> statement-breakpoint
DROP FUNCTION count_listed_profile();--> statement-breakpoint
DROP FUNCTION membership_is_listed(token_profile_status, contract_type, integer, integer);--> statement-breakpoint
CREATE FUNCTION membership_is_listed(p_status token_profile_status, p_contract contract_type, p_available integer, p_sellable boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_status = 'ACTIVE' AND p_contract = 'INTERNAL' AND p_available <> 0 AND p_sellable
$$;--> statement-breakpoint
CREATE FUNCTION count_listed_profile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_listed boolean := false;
  is_listed boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_listed := membership_is_listed(OLD.status, OLD.contract_type, OLD.available_copies_count, OLD.business_active);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_listed := membership_is_listed(NEW.status, NEW.contract_type, NEW.available_copies_count, NEW.business_active);
  END IF;
  IF was_listed AND (NOT is_listed OR NEW.category_id <> OLD.category_id) THEN
    UPDATE categories SET listed_memberships = listed_memberships - 1 WHERE id = OLD.category_id;
  END IF;
  IF is_listed AND (NOT was_listed OR NEW.category_id <> OLD.category_id) THEN
    UPDATE categories SET listed_memberships = listed_memberships + 1 WHERE id = NEW.category_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER token_profiles_listed_count
AFTER INSERT OR DELETE OR UPDATE OF status, contract_type, available_copies_count, category_id, business_id, business_active, suspended_at
ON token_profiles FOR EACH ROW EXECUTE FUNCTION count_listed_profile();--> statement-breakpoint
UPDATE categories c SET listed_memberships = (
  SELECT count(*)::int FROM token_profiles p
  WHERE p.category_id = c.id AND membership_is_listed(p.status, p.contract_type, p.available_copies_count, p.business_active)
);
