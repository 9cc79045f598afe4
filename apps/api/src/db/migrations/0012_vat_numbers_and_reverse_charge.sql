CREATE TABLE "vies_answers" (
	"vat_id" text PRIMARY KEY NOT NULL,
	"valid" boolean NOT NULL,
	"name" text,
	"address" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reverse_charge_check" CHECK (NOT reverse_charge OR (tax_amount = 0 AND invoice_note IS NOT NULL));