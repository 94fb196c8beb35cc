ALTER TABLE "news" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "news" SET "author_id" = "users"."id" FROM "users" WHERE lower("users"."email") = lower("news"."author");--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN "author";
--> statement-breakpoint
CREATE TRIGGER users_name_changed AFTER UPDATE OF name ON users
  FOR EACH STATEMENT EXECUTE FUNCTION t27_notify_change('news');
