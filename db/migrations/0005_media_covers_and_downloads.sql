CREATE TABLE "media_downloads" (
	"slot" text PRIMARY KEY NOT NULL,
	"media_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "cover_media_id" integer;--> statement-breakpoint
ALTER TABLE "media_downloads" ADD CONSTRAINT "media_downloads_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_cover_media_idx" ON "news" USING btree ("cover_media_id");--> statement-breakpoint
UPDATE "news" SET "cover_media_id" = "media"."id", "image_url" = NULL FROM "media" WHERE "news"."image_url" LIKE '/media/' || "media"."hash" || '/%';--> statement-breakpoint
CREATE TRIGGER media_downloads_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_downloads
  FOR EACH STATEMENT EXECUTE FUNCTION t27_notify_change('media');
