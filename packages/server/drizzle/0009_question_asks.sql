CREATE TABLE "question_asks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_asks" ADD CONSTRAINT "question_asks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_asks_user_index" ON "question_asks" USING btree ("user_id","created_at");--> statement-breakpoint
-- Hand-written: the last hour's questions count as asks, so the limit holds across the upgrade.
INSERT INTO "question_asks" ("user_id", "created_at")
SELECT "asker_id", "created_at" FROM "questions" WHERE "created_at" > now() - interval '1 hour';
