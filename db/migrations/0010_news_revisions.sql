CREATE TABLE "news_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"language" text NOT NULL,
	"author_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"restored_from" integer,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"image_alt" text,
	"published" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_revisions" ADD CONSTRAINT "news_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_revisions_version_idx" ON "news_revisions" USING btree ("news_id","language","created_at" DESC NULLS LAST);--> statement-breakpoint
-- History starts with each version as it stands.
INSERT INTO "news_revisions" ("news_id", "language", "reason", "title", "excerpt", "content", "image_alt", "published", "created_at")
  SELECT "news_id", "language", 'import', "title", "excerpt", "content", "image_alt", "published", "updated_at" FROM "news_versions";
