ALTER TABLE "news" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_results" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sports_results_demo_idx" ON "sports_results" USING btree ("id") WHERE "sports_results"."demo";--> statement-breakpoint
-- A database seeded before this migration holds the demo content unmarked: mark it, so that its
-- fictional results are announced as such and the dashboard can remove it. Results by their
-- fictional athletes; stories by the moment the seed gave each (09:00 in Tahiti on its day, no
-- author), which no story written in the back office has.
UPDATE "sports_results" SET "demo" = true WHERE ("athlete", "event", "date") IN (VALUES
  ('Demo Athlete A', '100 m', '2027-08-02'::date),
  ('Demo Athlete B', '100 m', '2027-08-02'),
  ('Demo Athlete C', '100 m', '2027-08-02'),
  ('Demo Athlete D', '100 m', '2027-08-02'),
  ('Demo Swimmer A', '100 m freestyle', '2027-08-03'),
  ('Demo Swimmer B', '100 m freestyle', '2027-08-03'),
  ('Demo Swimmer C', '100 m freestyle', '2027-08-03'),
  ('Demo Judoka A', '-73 kg', '2027-08-04'),
  ('Demo Judoka B', '-73 kg', '2027-08-04'),
  ('Demo Judoka C', '-73 kg', '2027-08-04'),
  ('Demo Judoka D', '-73 kg', '2027-08-04'),
  ('Demo Crew Tahiti', 'V6 500 m', '2027-08-05'),
  ('Demo Crew New Caledonia', 'V6 500 m', '2027-08-05'),
  ('Demo Crew Cook Islands', 'V6 500 m', '2027-08-05'),
  ('Demo Lifter A', '73 kg', '2027-08-05'),
  ('Demo Lifter B', '73 kg', '2027-08-05'),
  ('Demo Lifter C', '73 kg', '2027-08-05'));--> statement-breakpoint
UPDATE "news" SET "demo" = true WHERE "author_id" IS NULL AND "created_at" IN (
  '2021-11-08T19:00:00Z'::timestamptz, '2024-10-28T19:00:00Z', '2024-11-15T19:00:00Z', '2025-07-20T19:00:00Z',
  '2026-03-10T19:00:00Z', '2026-05-04T19:00:00Z', '2026-06-12T19:00:00Z', '2026-09-01T19:00:00Z',
  '2026-10-15T19:00:00Z', '2026-11-02T19:00:00Z');
