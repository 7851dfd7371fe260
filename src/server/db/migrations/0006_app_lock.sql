CREATE TABLE "app_locks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"after_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_locks_after_minutes_check" CHECK ("app_locks"."after_minutes" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "app_locks" ADD CONSTRAINT "app_locks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;