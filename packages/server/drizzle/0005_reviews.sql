CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"hidden_by_id" integer,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_purchase_item_id_unique" UNIQUE("purchase_item_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") <= 2000),
	CONSTRAINT "reviews_reply_length" CHECK (char_length("reviews"."reply") <= 1000),
	CONSTRAINT "reviews_replied_together" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null)),
	CONSTRAINT "reviews_hidden_at_set" CHECK (not "reviews"."is_hidden" or "reviews"."hidden_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (round(rating_sum::numeric / nullif(rating_count, 0), 1)) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_purchase_item_id_purchase_items_id_fk" FOREIGN KEY ("purchase_item_id") REFERENCES "public"."purchase_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_index" ON "reviews" USING btree ("product_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "reviews"."is_hidden";--> statement-breakpoint
CREATE INDEX "reviews_seller_index" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "reviews"."is_hidden";--> statement-breakpoint
CREATE INDEX "reviews_created_at_index" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_explore_rating_index" ON "products" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'approved' and "products"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_range" CHECK ("products"."rating_count" >= 0 and "products"."rating_sum" between "products"."rating_count" and 5 * "products"."rating_count");