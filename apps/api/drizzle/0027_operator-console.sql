ALTER TYPE "public"."role_name" ADD VALUE 'OPERATOR';--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_profiles" ADD COLUMN "featured_position" integer;--> statement-breakpoint
ALTER TABLE "token_profiles" ADD COLUMN "recommended_position" integer;--> statement-breakpoint
ALTER TABLE "token_profiles" ADD COLUMN "hot_position" integer;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;;--> statement-breakpoint
-- The audit log is append-only: no UPDATE or DELETE gets through, whoever asks (issue 35).
CREATE FUNCTION refuse_operator_action_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_actions is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER operator_actions_append_only BEFORE UPDATE OR DELETE ON operator_actions
FOR EACH ROW EXECUTE FUNCTION refuse_operator_action_change();--> statement-breakpoint
-- Memberships flagged before curation keep the order they were shown in: newest first.
UPDATE token_profiles p SET featured_position = r.place FROM (
  SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS place FROM token_profiles WHERE is_featured
) r WHERE p.id = r.id;--> statement-breakpoint
UPDATE token_profiles p SET recommended_position = r.place FROM (
  SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS place FROM token_profiles WHERE is_recommended
) r WHERE p.id = r.id;--> statement-breakpoint
UPDATE token_profiles p SET hot_position = r.place FROM (
  SELECT id, row_number() OVER (ORDER BY created_at DESC, id DESC) AS place FROM token_profiles WHERE is_hot
) r WHERE p.id = r.id;
