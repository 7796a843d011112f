ALTER TABLE "emi_settings" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The public summary is cached by this version (emi-service.ts). A trigger keeps it right for
-- every writer, including an operator's hand-run SQL: any change to the payments, or to the
-- settings row itself, moves it on in the same transaction.
CREATE FUNCTION "emi_bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "emi_settings" SET "data_version" = "data_version" + 1 WHERE "id" = 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "emi_payments_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "emi_payments"
	FOR EACH STATEMENT EXECUTE FUNCTION "emi_bump_data_version"();
--> statement-breakpoint
CREATE FUNCTION "emi_settings_next_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."data_version" := OLD."data_version" + 1;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "emi_settings_data_version" BEFORE UPDATE ON "emi_settings"
	FOR EACH ROW EXECUTE FUNCTION "emi_settings_next_version"();
