CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"store_code" text NOT NULL,
	"customer_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscriptions_email_check" CHECK (email = lower(email)),
	CONSTRAINT "newsletter_subscriptions_pending_check" CHECK (status <> 'pending' OR (confirm_token_hash IS NOT NULL AND confirm_expires_at IS NOT NULL)),
	CONSTRAINT "newsletter_subscriptions_confirmed_check" CHECK (status <> 'subscribed' OR confirmed_at IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_idx" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_customer_idx" ON "newsletter_subscriptions" USING btree ("customer_id") WHERE customer_id IS NOT NULL;