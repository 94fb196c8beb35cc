CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"department" text,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"contact" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"category" text,
	"message" text,
	"language" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partnership_requests_created_idx" ON "partnership_requests" USING btree ("created_at" DESC NULLS LAST);