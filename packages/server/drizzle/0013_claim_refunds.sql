ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_sign_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_source_check";--> statement-breakpoint
DROP INDEX "payment_refunds_purchase_index";--> statement-breakpoint
DROP INDEX "ledger_entries_sale_credit_unique";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "sale_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "full" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_claim_index" ON "payment_refunds" USING btree ("claim_id") WHERE "payment_refunds"."claim_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_refunds_sale_index" ON "payment_refunds" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_refund_unique" ON "ledger_entries" USING btree ("refund_id",coalesce("user_id", 0),coalesce("level", 0)) WHERE "ledger_entries"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_purchase_index" ON "payment_refunds" USING btree ("purchase_id") WHERE "payment_refunds"."claim_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_sale_credit_unique" ON "ledger_entries" USING btree ("sale_id","kind",coalesce("user_id", 0),coalesce("level", 0)) WHERE "ledger_entries"."sale_id" is not null and "ledger_entries"."kind" <> 'refund';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_claim_sale_check" CHECK (("payment_refunds"."claim_id" is null) = ("payment_refunds"."sale_id" is null));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" in ('cancelled', 'refused', 'late_payment', 'claim'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('sale', 'commission', 'fee', 'withdrawal', 'withdrawal_returned', 'refund'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sign_check" CHECK (case "ledger_entries"."kind" when 'withdrawal' then "ledger_entries"."amount_cents" < 0 when 'sale' then true when 'refund' then true else "ledger_entries"."amount_cents" >= 0 end);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_source_check" CHECK (case when "ledger_entries"."kind" in ('withdrawal', 'withdrawal_returned') then "ledger_entries"."withdrawal_id" is not null when "ledger_entries"."kind" = 'refund' then "ledger_entries"."refund_id" is not null and "ledger_entries"."sale_id" is not null else "ledger_entries"."sale_id" is not null end);