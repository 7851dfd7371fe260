CREATE TABLE "data_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"wrapped" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_keys_version_unique" UNIQUE("version")
);
