DROP INDEX "tokens_parent_id_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "listed_memberships" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "token_profiles_listed_created_at_idx" ON "token_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"business_id") WHERE "token_profiles"."status" = 'ACTIVE' and "token_profiles"."contract_type" = 'INTERNAL' and "token_profiles"."available_copies_count" <> 0;--> statement-breakpoint
CREATE INDEX "tokens_parent_id_idx" ON "tokens" USING btree ("parent_id","id");--> statement-breakpoint
-- Hand-written: the triggers that keep categories.listed_memberships equal to the count of what
-- GET /market-place lists by default (apps/api/src/modules/marketplace/list-marketplace.ts).
-- A listed membership: profile ACTIVE, sold through its Keyclub lock, a copy left (or unlimited),
-- its business's account ACTIVE. Checked in the tests against a real count after every kind of change.
CREATE FUNCTION membership_is_listed(p_status token_profile_status, p_contract contract_type, p_available integer, p_business integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_status = 'ACTIVE' AND p_contract = 'INTERNAL' AND p_available <> 0
    AND EXISTS (SELECT 1 FROM businesses b JOIN users u ON u.id = b.owner_id WHERE b.id = p_business AND u.status = 'ACTIVE')
$$;--> statement-breakpoint
-- Adds delta times the business's listable profiles to their categories (its account changed).
CREATE FUNCTION shift_listed_memberships(p_business integer, p_delta integer)
RETURNS void LANGUAGE sql AS $$
  UPDATE categories c SET listed_memberships = c.listed_memberships + p_delta * n.memberships
  FROM (SELECT category_id, count(*)::int AS memberships FROM token_profiles
        WHERE business_id = p_business AND status = 'ACTIVE' AND contract_type = 'INTERNAL' AND available_copies_count <> 0
        GROUP BY category_id) n
  WHERE c.id = n.category_id
$$;--> statement-breakpoint
CREATE FUNCTION count_listed_profile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_listed boolean := false;
  is_listed boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_listed := membership_is_listed(OLD.status, OLD.contract_type, OLD.available_copies_count, OLD.business_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_listed := membership_is_listed(NEW.status, NEW.contract_type, NEW.available_copies_count, NEW.business_id);
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
AFTER INSERT OR DELETE OR UPDATE OF status, contract_type, available_copies_count, category_id, business_id
ON token_profiles FOR EACH ROW EXECUTE FUNCTION count_listed_profile();--> statement-breakpoint
-- An account turning ACTIVE (or no longer) lists (or unlists) its business's memberships. Deleting it
-- is counted before the delete, while its profiles are still there; the cascade then finds no ACTIVE
-- account and counts nothing twice.
CREATE FUNCTION count_listed_of_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    delta := -(OLD.status = 'ACTIVE')::int;
  ELSE
    delta := (NEW.status = 'ACTIVE')::int - (OLD.status = 'ACTIVE')::int;
  END IF;
  IF delta <> 0 THEN
    PERFORM shift_listed_memberships(b.id, delta) FROM businesses b WHERE b.owner_id = OLD.id;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_listed_count_status AFTER UPDATE OF status ON users
FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION count_listed_of_account();--> statement-breakpoint
CREATE TRIGGER users_listed_count_delete BEFORE DELETE ON users
FOR EACH ROW EXECUTE FUNCTION count_listed_of_account();--> statement-breakpoint
-- A business deleted on its own (not through its account) takes its listed memberships along.
CREATE FUNCTION count_listed_of_business() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = OLD.owner_id AND status = 'ACTIVE') THEN
    PERFORM shift_listed_memberships(OLD.id, -1);
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER businesses_listed_count_delete BEFORE DELETE ON businesses
FOR EACH ROW EXECUTE FUNCTION count_listed_of_business();--> statement-breakpoint
UPDATE categories c SET listed_memberships = (
  SELECT count(*)::int FROM token_profiles p
  WHERE p.category_id = c.id AND membership_is_listed(p.status, p.contract_type, p.available_copies_count, p.business_id)
);
