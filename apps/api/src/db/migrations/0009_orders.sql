CREATE TABLE "order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"address_type" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"street" text[] NOT NULL,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_id" text NOT NULL,
	"region" text,
	"region_id" integer,
	"region_code" text,
	"telephone" text,
	"email" text,
	"vat_id" text,
	CONSTRAINT "order_addresses_type_check" CHECK (address_type IN ('billing', 'shipping')),
	CONSTRAINT "order_addresses_vat_id_check" CHECK (vat_id IS NULL OR address_type = 'billing')
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"price_incl_tax" integer NOT NULL,
	"row_total_incl_tax" integer NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_items_qty_check" CHECK (qty > 0),
	CONSTRAINT "order_items_amounts_check" CHECK (price_incl_tax >= 0 AND row_total_incl_tax >= 0 AND tax_rate_bp >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"increment_id" text NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"cart_id" text,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency_code" text NOT NULL,
	"subtotal_incl_tax" integer NOT NULL,
	"shipping_incl_tax" integer DEFAULT 0 NOT NULL,
	"payment_fee_incl_tax" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"total_due" integer NOT NULL,
	"shipping_method_code" text,
	"shipping_carrier_code" text,
	"payment_method_code" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK (status IN ('pending', 'processing', 'complete', 'canceled')),
	CONSTRAINT "orders_currency_code_check" CHECK (currency_code ~ '^[A-Z]{3}$'),
	CONSTRAINT "orders_amounts_check" CHECK (subtotal_incl_tax >= 0 AND shipping_incl_tax >= 0 AND payment_fee_incl_tax >= 0 AND discount_amount >= 0 AND tax_amount >= 0 AND grand_total >= 0),
	CONSTRAINT "orders_discount_check" CHECK (discount_amount <= subtotal_incl_tax),
	CONSTRAINT "orders_grand_total_check" CHECK (grand_total = subtotal_incl_tax - discount_amount + shipping_incl_tax + payment_fee_incl_tax),
	CONSTRAINT "orders_total_due_check" CHECK (total_due >= 0 AND total_due <= grand_total)
);
--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_order_type_idx" ON "order_addresses" USING btree ("order_id","address_type");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_increment_idx" ON "orders" USING btree ("store_code","increment_id");--> statement-breakpoint
CREATE INDEX "orders_customer_history_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE customer_id IS NOT NULL;