CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_latitude_range" CHECK ("addresses"."latitude" between -90 and 90),
	CONSTRAINT "addresses_longitude_range" CHECK ("addresses"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"shipping_price" bigint NOT NULL,
	"is_digital" boolean NOT NULL,
	"is_tct_product" boolean NOT NULL,
	"levels" jsonb NOT NULL,
	CONSTRAINT "purchase_items_quantity_positive" CHECK ("purchase_items"."quantity" >= 1),
	CONSTRAINT "purchase_items_prices_not_negative" CHECK ("purchase_items"."unit_price" > 0 and "purchase_items"."shipping_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"payment_method" text NOT NULL,
	"partner_id" integer,
	"subtotal" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"total" bigint NOT NULL,
	"shipping_address" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('pending_payment', 'pending_approval', 'approved', 'preparing', 'sent', 'received', 'cancelled', 'refused', 'expired')),
	CONSTRAINT "purchases_payment_method_check" CHECK ("purchases"."payment_method" in ('card', 'bank_transfer')),
	CONSTRAINT "purchases_total_sum" CHECK ("purchases"."total" = "purchases"."subtotal" + "purchases"."shipping"),
	CONSTRAINT "purchases_amounts_not_negative" CHECK ("purchases"."subtotal" >= 0 and "purchases"."shipping" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"tracking_code" text,
	"subtotal" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"fee_percent" numeric(5, 2) NOT NULL,
	"fee" bigint NOT NULL,
	"commissions" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('pending_payment', 'pending_approval', 'approved', 'preparing', 'sent', 'received', 'cancelled', 'refused', 'expired')),
	CONSTRAINT "sales_net_amount_sum" CHECK ("sales"."net_amount" = "sales"."subtotal" + "sales"."shipping" - "sales"."fee" - "sales"."commissions")
);
--> statement-breakpoint
CREATE TABLE "test_payment_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "test_payment_tokens_outcome_check" CHECK ("test_payment_tokens"."outcome" in ('paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('pending', 'pending_approval', 'paid', 'expired', 'cancelled', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_id_index" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "purchase_items_purchase_id_index" ON "purchase_items" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchase_items_sale_id_index" ON "purchase_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "purchase_items_product_id_index" ON "purchase_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchases_buyer_id_index" ON "purchases" USING btree ("buyer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchases_status_index" ON "purchases" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "sales_purchase_seller_unique" ON "sales" USING btree ("purchase_id","seller_id");--> statement-breakpoint
CREATE INDEX "sales_seller_id_index" ON "sales" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sales_status_index" ON "sales" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transactions_pending_expires_at_index" ON "transactions" USING btree ("expires_at") WHERE "transactions"."status" = 'pending';