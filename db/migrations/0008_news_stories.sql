CREATE TABLE "news_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"image_alt" text,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"words_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_words_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "news_public_idx";--> statement-breakpoint
DROP INDEX "news_language_idx";--> statement-breakpoint
ALTER TABLE "news_versions" ADD CONSTRAINT "news_versions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_versions_story_language_idx" ON "news_versions" USING btree ("news_id","language");--> statement-breakpoint
CREATE INDEX "news_versions_public_idx" ON "news_versions" USING btree ("published","published_at" DESC NULLS LAST) WHERE "news_versions"."published";--> statement-breakpoint
CREATE INDEX "news_versions_publish_at_idx" ON "news_versions" USING btree ("publish_at") WHERE "news_versions"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "news_versions_unpublish_at_idx" ON "news_versions" USING btree ("unpublish_at") WHERE "news_versions"."unpublish_at" is not null;--> statement-breakpoint
-- Each article becomes a story with its one version: its words, status and dates move to the version.
INSERT INTO "news_versions" ("news_id", "language", "title", "excerpt", "content", "published", "published_at", "created_at", "updated_at", "words_changed_at")
  SELECT "id", "language", "title", "excerpt", "content", "published", "published_at", "created_at", "updated_at", "updated_at" FROM "news";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "excerpt";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "published";--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "published_at";
--> statement-breakpoint
CREATE TRIGGER news_versions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_versions
  FOR EACH STATEMENT EXECUTE FUNCTION t27_notify_change('news');
