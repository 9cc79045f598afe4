CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"country_id" text NOT NULL,
	"carrier_code" text NOT NULL,
	"method_code" text NOT NULL,
	"price_minor" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"code" text NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"offline" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"fee_minor" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_carrier_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_method_code" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_method_idx" ON "shipping_rates" USING btree ("store_code","country_id","carrier_code","method_code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_store_code_idx" ON "payment_methods" USING btree ("store_code","code");