ALTER TABLE "journal_entries" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "unsent_letters" ADD COLUMN "request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_user_request_id_idx" ON "journal_entries" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unsent_letters_user_request_id_idx" ON "unsent_letters" USING btree ("user_id","request_id");