-- Hand-written: the extensions and functions products' generated search columns and queries use.
-- unaccent() is only STABLE (its dictionary could change), so it is wrapped in an IMMUTABLE function
-- that names its dictionary, as generated columns and indexes require.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE FUNCTION plaza_unaccent(value text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	RETURN public.unaccent('public.unaccent'::regdictionary, value);--> statement-breakpoint
-- Names are stemmed in Spanish and English (sellers write either), brands kept as written.
CREATE FUNCTION plaza_search_vector(name text, brand text, short_description text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN setweight(to_tsvector('spanish'::regconfig, plaza_unaccent(name)), 'A')
		|| setweight(to_tsvector('english'::regconfig, plaza_unaccent(name)), 'A')
		|| setweight(to_tsvector('simple'::regconfig, plaza_unaccent(brand)), 'B')
		|| setweight(to_tsvector('spanish'::regconfig, plaza_unaccent(short_description)), 'C')
		|| setweight(to_tsvector('english'::regconfig, plaza_unaccent(short_description)), 'C');--> statement-breakpoint
-- The same words as one lower-case, unaccented text, for trigram matching of misspelt searches.
CREATE FUNCTION plaza_search_text(name text, brand text, short_description text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN lower(plaza_unaccent(name || ' ' || brand || ' ' || short_description));--> statement-breakpoint
-- What a visitor typed, as a query that matches plaza_search_vector in either language.
CREATE FUNCTION plaza_search_query(search text) RETURNS tsquery
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	RETURN websearch_to_tsquery('spanish'::regconfig, plaza_unaccent(search))
		|| websearch_to_tsquery('english'::regconfig, plaza_unaccent(search))
		|| websearch_to_tsquery('simple'::regconfig, plaza_unaccent(search));--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_levels" (
	"product_id" integer NOT NULL,
	"level" integer NOT NULL,
	"payment_percentage" numeric(5, 2) NOT NULL,
	CONSTRAINT "product_levels_product_id_level_pk" PRIMARY KEY("product_id","level"),
	CONSTRAINT "product_levels_level_positive" CHECK ("product_levels"."level" >= 1),
	CONSTRAINT "product_levels_percentage_range" CHECK ("product_levels"."payment_percentage" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"thumbnail_key" text NOT NULL,
	"large_key" text NOT NULL,
	CONSTRAINT "product_photos_position_not_negative" CHECK ("product_photos"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"shipping_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"quantity" integer NOT NULL,
	"is_digital" boolean DEFAULT false NOT NULL,
	"digital_file" text,
	"is_tct_product" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending_approval' NOT NULL,
	"moderation_reason" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (plaza_search_vector(name, brand, short_description)) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (plaza_search_text(name, brand, short_description)) STORED NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('pending_approval', 'approved', 'suspended')),
	CONSTRAINT "products_short_description_length" CHECK (char_length("products"."short_description") <= 160),
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_shipping_price_not_negative" CHECK ("products"."shipping_price" >= 0),
	CONSTRAINT "products_quantity_not_negative" CHECK ("products"."quantity" >= 0),
	CONSTRAINT "products_digital_shipping_free" CHECK (not "products"."is_digital" or "products"."shipping_price" = 0),
	CONSTRAINT "products_digital_file_digital_only" CHECK ("products"."digital_file" is null or "products"."is_digital")
);
--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_levels" ADD CONSTRAINT "product_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_attributes_product_id_index" ON "product_attributes" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_photos_product_id_index" ON "product_photos" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_seller_id_index" ON "products" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_id_index" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_status_index" ON "products" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_search_vector_index" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_index" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_explore_created_index" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'approved' and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_explore_price_index" ON "products" USING btree ("price","id") WHERE "products"."status" = 'approved' and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_explore_name_index" ON "products" USING btree ("name","id") WHERE "products"."status" = 'approved' and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_explore_category_created_index" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."status" = 'approved' and "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_explore_category_price_index" ON "products" USING btree ("category_id","price","id") WHERE "products"."status" = 'approved' and "products"."archived_at" is null;