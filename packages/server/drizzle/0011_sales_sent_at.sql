ALTER TABLE "sales" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: a sale still `sent` was last changed when it was sent (nothing changes a sent sale
-- but its receipt), so the automatic receipt counts from then, not from the upgrade.
UPDATE "sales" SET "sent_at" = "updated_at" WHERE "status" = 'sent';
