CREATE TABLE "safety_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"warning_signs" text DEFAULT '' NOT NULL,
	"coping_alone" text DEFAULT '' NOT NULL,
	"distractions" text DEFAULT '' NOT NULL,
	"helpers" text DEFAULT '' NOT NULL,
	"professionals" text DEFAULT '' NOT NULL,
	"safe_environment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_plans" ADD CONSTRAINT "safety_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;