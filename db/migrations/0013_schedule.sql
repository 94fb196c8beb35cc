CREATE TABLE "schedule_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sport" text NOT NULL,
	"discipline" jsonb,
	"name" jsonb NOT NULL,
	"gender" text NOT NULL,
	"format" text NOT NULL,
	"medal" boolean NOT NULL,
	"delegations" text[] DEFAULT '{}'::text[] NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_events_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "schedule_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"phase" text NOT NULL,
	"number" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"venue" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"results" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_sessions_stage_key" UNIQUE NULLS NOT DISTINCT("event_id","phase","number")
);
--> statement-breakpoint
ALTER TABLE "sports_results" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "sports_results" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "sports_results" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "schedule_sessions" ADD CONSTRAINT "schedule_sessions_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_events_sport_idx" ON "schedule_events" USING btree ("sport");--> statement-breakpoint
CREATE INDEX "schedule_events_demo_idx" ON "schedule_events" USING btree ("id") WHERE "schedule_events"."demo";--> statement-breakpoint
CREATE INDEX "schedule_sessions_starts_idx" ON "schedule_sessions" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "sports_results" ADD CONSTRAINT "sports_results_session_id_schedule_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."schedule_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_results_session_idx" ON "sports_results" USING btree ("session_id");--> statement-breakpoint
-- The schedule is one topic of the change feed (ADR 009): its pages are dropped on any change to it.
CREATE TRIGGER schedule_events_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_events
  FOR EACH STATEMENT EXECUTE FUNCTION t27_notify_change('schedule');
--> statement-breakpoint
CREATE TRIGGER schedule_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION t27_notify_change('schedule');
