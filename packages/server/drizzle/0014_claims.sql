CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offer_amount" bigint,
	"return_tracking_code" text,
	"outcome" text,
	"refund_amount" bigint,
	"note" text,
	"deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_reason_check" CHECK ("claims"."reason" in ('not_received', 'not_as_described', 'damaged', 'other')),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('open', 'offered', 'return_requested', 'return_sent', 'escalated', 'resolved')),
	CONSTRAINT "claims_outcome_check" CHECK ("claims"."outcome" in ('refund_full', 'refund_partial', 'rejected', 'withdrawn')),
	CONSTRAINT "claims_outcome_when_resolved" CHECK (("claims"."status" = 'resolved') = ("claims"."outcome" is not null)),
	CONSTRAINT "claims_text_length" CHECK (char_length("claims"."text") between 1 and 2000),
	CONSTRAINT "claims_offer_positive" CHECK ("claims"."offer_amount" is null or "claims"."offer_amount" > 0),
	CONSTRAINT "claims_refund_positive" CHECK ("claims"."refund_amount" is null or "claims"."refund_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_sale_unique" ON "claims" USING btree ("sale_id") WHERE "claims"."status" <> 'resolved';--> statement-breakpoint
CREATE INDEX "claims_sale_index" ON "claims" USING btree ("sale_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claims_status_index" ON "claims" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claims_deadline_index" ON "claims" USING btree ("deadline") WHERE "claims"."deadline" is not null;