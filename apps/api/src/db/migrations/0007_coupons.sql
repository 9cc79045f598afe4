CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"from_date" date,
	"to_date" date,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_discount_type_check" CHECK (discount_type IN ('percent', 'fixed')),
	CONSTRAINT "coupons_value_check" CHECK (value > 0 AND (discount_type <> 'percent' OR value <= 10000))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_store_code_idx" ON "coupons" USING btree ("store_code","code");