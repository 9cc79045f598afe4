CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_qty_check" CHECK (qty > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_idempotency_key_idx" ON "orders" USING btree ("store_code","idempotency_key");--> statement-breakpoint
CREATE SEQUENCE "order_number_at_de" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_ch_de" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_de_de" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_hu_hu" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_it_de" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_it_it" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_ch_it" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_es_es" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_lu_de" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_be_fr" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_lu_fr" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_ch_fr" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_fr_fr" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_ot_fr" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_fi_en" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_ot_en" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_ot_it" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_ie_en" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_se_en" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_gb_en" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_nl_nl" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_be_nl" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_pl_pl" START WITH 100000001;--> statement-breakpoint
CREATE SEQUENCE "order_number_us_en" START WITH 100000001;
