ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A change of password or role raises the token version, whatever makes the change (the app,
-- the admin command or an operator's SQL), and so ends every session issued before it.
CREATE OR REPLACE FUNCTION users_end_sessions_on_credential_change() RETURNS trigger AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR NEW.role IS DISTINCT FROM OLD.role THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_end_sessions_on_credential_change BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_end_sessions_on_credential_change();
