CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"purchase_id" integer,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_id" text,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"minor" bigint,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed', 'manual')),
	CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" in ('cancelled', 'refused', 'late_payment'))
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_payment_method_check";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "charged_minor" bigint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "session_url" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_index" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_purchase_index" ON "payment_events" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_purchase_index" ON "payment_refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_index" ON "payment_refunds" USING btree ("updated_at") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_method_check" CHECK ("purchases"."payment_method" in ('card', 'bank_transfer', 'stripe', 'mercadopago'));