ALTER TABLE "orders" ALTER COLUMN "subtotal_incl_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_incl_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_fee_incl_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "grand_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_due" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_incl_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "row_total_incl_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unpaid_email_slot" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unpaid_address_slot" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unpaid_email_slot_idx" ON "orders" USING btree (lower("email"),"unpaid_email_slot") WHERE unpaid_email_slot IS NOT NULL AND status = 'pending' AND total_due > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unpaid_address_slot_idx" ON "orders" USING btree ("client_address_hash","unpaid_address_slot") WHERE unpaid_address_slot IS NOT NULL AND status = 'pending' AND total_due > 0;
