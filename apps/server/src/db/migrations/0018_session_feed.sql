-- Tells listeners (LISTEN sessions) of a user whose sessions may have ended, when the change commits:
-- a session revoked (logout, refresh-token reuse), the session epoch bumped (password change, every
-- session ended) or the account no longer active (deactivation, rejection). Each API instance then
-- asks its open sockets of that user whether their session still holds. The payload names the user.
CREATE FUNCTION sessions_feed_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer;
BEGIN
  FOR owner IN SELECT DISTINCT n.user_id FROM changed n JOIN before o ON o.id = n.id WHERE n.revoked_at IS NOT NULL AND o.revoked_at IS NULL LOOP
    PERFORM pg_notify('sessions', json_build_object('user_id', owner)::text);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_feed_revoked AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sessions_feed_revoked();
--> statement-breakpoint
CREATE FUNCTION sessions_feed_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.session_epoch IS DISTINCT FROM OLD.session_epoch OR (OLD.account_status = 'active' AND NEW.account_status <> 'active') THEN
    PERFORM pg_notify('sessions', json_build_object('user_id', NEW.id)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_feed_account AFTER UPDATE OF session_epoch, account_status ON users
  FOR EACH ROW EXECUTE FUNCTION sessions_feed_account();
