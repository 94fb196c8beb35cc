-- Every committed change to the public content is announced on channel t27_changes (payload: the
-- topic), whoever made it: the back office, another instance, a script or an operator in psql.
-- The servers' page caches and the /live pages listen. NOTIFY is sent at commit and repeated
-- identical notifications in one transaction are folded into one.
CREATE FUNCTION t27_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('t27_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER news_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news
  FOR EACH STATEMENT EXECUTE FUNCTION t27_notify_change('news');
--> statement-breakpoint
CREATE TRIGGER sports_results_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sports_results
  FOR EACH STATEMENT EXECUTE FUNCTION t27_notify_change('results');
