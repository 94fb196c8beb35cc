CREATE TABLE "accreditation_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reopened_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accreditation_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"step" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_id" text,
	"message" text,
	"fields" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accreditation_applications" ADD CONSTRAINT "accreditation_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_steps" ADD CONSTRAINT "accreditation_steps_application_id_accreditation_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."accreditation_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accreditation_steps" ADD CONSTRAINT "accreditation_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accreditation_applications_user_type_idx" ON "accreditation_applications" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "accreditation_applications_queue_idx" ON "accreditation_applications" USING btree ("type","status","submitted_at");--> statement-breakpoint
CREATE INDEX "accreditation_steps_application_idx" ON "accreditation_steps" USING btree ("application_id","id");