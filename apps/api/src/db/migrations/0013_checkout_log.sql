CREATE TABLE "checkout_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_code" text NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" integer,
	"step" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"entries" jsonb NOT NULL,
	"order_id" integer,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_logs_status_check" CHECK ("checkout_logs"."status" IN ('open', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "checkout_logs_cart_idx" ON "checkout_logs" USING btree ("cart_id");