CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"purchase_id" integer,
	"sale_id" integer,
	"level" integer,
	"from_user_id" integer,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('sale', 'commission', 'fee', 'withdrawal', 'withdrawal_returned')),
	CONSTRAINT "ledger_entries_sign_check" CHECK (case "ledger_entries"."kind" when 'withdrawal' then "ledger_entries"."amount_cents" < 0 when 'sale' then true else "ledger_entries"."amount_cents" >= 0 end),
	CONSTRAINT "ledger_entries_source_check" CHECK (case when "ledger_entries"."kind" in ('withdrawal', 'withdrawal_returned') then "ledger_entries"."withdrawal_id" is not null else "ledger_entries"."sale_id" is not null end),
	CONSTRAINT "ledger_entries_level_positive" CHECK ("ledger_entries"."level" is null or "ledger_entries"."level" >= 1)
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"information" text NOT NULL,
	"purchase_id" integer,
	"attachment" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" in ('open', 'answered', 'closed')),
	CONSTRAINT "support_tickets_subject_length" CHECK (char_length("support_tickets"."subject") <= 120),
	CONSTRAINT "support_tickets_information_length" CHECK (char_length("support_tickets"."information") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_cents" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('requested', 'paid', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_id_index" ON "ledger_entries" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_sale_credit_unique" ON "ledger_entries" USING btree ("sale_id","kind",coalesce("user_id", 0),coalesce("level", 0)) WHERE "ledger_entries"."sale_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_withdrawal_unique" ON "ledger_entries" USING btree ("withdrawal_id","kind") WHERE "ledger_entries"."withdrawal_id" is not null;--> statement-breakpoint
CREATE INDEX "support_tickets_user_id_index" ON "support_tickets" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_status_index" ON "support_tickets" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withdrawals_user_id_index" ON "withdrawals" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_index" ON "withdrawals" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
-- The ledger is append-only: an entry, once written, is never changed or deleted. Corrections are
-- new entries (a rejected withdrawal's money comes back as withdrawal_returned).
CREATE FUNCTION plaza_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION plaza_ledger_append_only();
