CREATE TABLE "sale_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"text" text,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "sale_messages_author_role_check" CHECK ("sale_messages"."author_role" in ('buyer', 'seller', 'admin')),
	CONSTRAINT "sale_messages_text_length" CHECK (char_length("sale_messages"."text") between 1 and 2000),
	CONSTRAINT "sale_messages_not_empty" CHECK ("sale_messages"."text" is not null or "sale_messages"."photo" is not null)
);
--> statement-breakpoint
ALTER TABLE "sale_messages" ADD CONSTRAINT "sale_messages_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_messages" ADD CONSTRAINT "sale_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_messages_sale_index" ON "sale_messages" USING btree ("sale_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sale_messages_unread_index" ON "sale_messages" USING btree ("sale_id","author_id") WHERE "sale_messages"."read_at" is null;