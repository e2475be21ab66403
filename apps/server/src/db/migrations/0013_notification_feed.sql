-- Tells listeners (LISTEN notifications) of notifications created or read, when the change
-- commits: the API pushes it to the user's open sockets. The payload names rows, never their text.
CREATE FUNCTION notifications_feed_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notifications', json_build_object('user_id', NEW.user_id, 'id', NEW.id, 'op', 'created')::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_feed_created AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION notifications_feed_created();
--> statement-breakpoint
-- "Mark all read" changes many rows in one statement: one message per user, not one per row.
CREATE FUNCTION notifications_feed_read() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reader integer;
BEGIN
  FOR reader IN SELECT DISTINCT user_id FROM changed LOOP
    PERFORM pg_notify('notifications', json_build_object('user_id', reader, 'op', 'read')::text);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_feed_read AFTER UPDATE ON notifications
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notifications_feed_read();
