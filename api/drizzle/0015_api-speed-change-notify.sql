-- Change notifications for the API's in-process caches (issue #14, api/README.md "Caches and scale-out").
-- Every row written to a table whose data an API instance keeps in memory announces the key it
-- belongs to on the channel `bizmarkt_changes`; every instance LISTENs and drops that key. Triggers,
-- not application code, so that no writer (route, job, seed, psql) can forget. pg_notify is
-- transactional (delivered at commit, dropped on rollback) and folds equal payloads of one transaction.
CREATE OR REPLACE FUNCTION bizmarkt_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
  old_id text;
  new_id text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_id := to_jsonb(OLD) ->> column_name;
    IF old_id IS NOT NULL THEN PERFORM pg_notify('bizmarkt_changes', 'user:' || old_id); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_id := to_jsonb(NEW) ->> column_name;
    IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN PERFORM pg_notify('bizmarkt_changes', 'user:' || new_id); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bizmarkt_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizmarkt_changes', 'session:' || OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bizmarkt_notify_reference_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bizmarkt_changes', 'reference');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_notify_change AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION bizmarkt_notify_user_change('recipient_id');
--> statement-breakpoint
CREATE TRIGGER notifications_notify_change AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION bizmarkt_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bizmarkt_notify_user_change('id');
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION bizmarkt_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bizmarkt_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER countries_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries
  FOR EACH STATEMENT EXECUTE FUNCTION bizmarkt_notify_reference_change();
--> statement-breakpoint
CREATE TRIGGER us_states_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON us_states
  FOR EACH STATEMENT EXECUTE FUNCTION bizmarkt_notify_reference_change();
