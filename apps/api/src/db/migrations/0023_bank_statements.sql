CREATE TABLE "bank_statement_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"entry_key" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"reason_detail" text,
	"amount" bigint,
	"currency" text,
	"booked_on" date,
	"account_iban" text,
	"bank_reference" text,
	"end_to_end_id" text,
	"reference_text" text,
	"creditor_reference" text,
	"debtor_name" text,
	"debtor_iban" text,
	"order_id" integer,
	"suggested_order_id" integer,
	"matched_by_staff_id" integer,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_credits_state_check" CHECK (state IN ('booked', 'review', 'ignored', 'matched_by_staff')),
	CONSTRAINT "bank_statement_credits_amount_check" CHECK (amount > 0 OR (amount IS NULL AND state = 'ignored')),
	CONSTRAINT "bank_statement_credits_currency_check" CHECK (currency IS NULL OR currency ~ '^[A-Z]{3}$'),
	CONSTRAINT "bank_statement_credits_order_check" CHECK ((order_id IS NOT NULL) = (state IN ('booked', 'matched_by_staff'))),
	CONSTRAINT "bank_statement_credits_reason_check" CHECK (state = 'booked' OR reason IS NOT NULL),
	CONSTRAINT "bank_statement_credits_matched_check" CHECK ((state = 'matched_by_staff') = (matched_by_staff_id IS NOT NULL AND matched_at IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_sha256" text NOT NULL,
	"message_id" text,
	"statement_ids" text[] NOT NULL,
	"account_ibans" text[] NOT NULL,
	"period_from" date,
	"period_to" date,
	"staff_id" integer NOT NULL,
	"booked_count" integer NOT NULL,
	"review_count" integer NOT NULL,
	"ignored_count" integer NOT NULL,
	"already_imported_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statement_credits" ADD CONSTRAINT "bank_statement_credits_import_id_bank_statement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_statement_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_credits" ADD CONSTRAINT "bank_statement_credits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_credits" ADD CONSTRAINT "bank_statement_credits_suggested_order_id_orders_id_fk" FOREIGN KEY ("suggested_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_credits" ADD CONSTRAINT "bank_statement_credits_matched_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("matched_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_credits_entry_key_idx" ON "bank_statement_credits" USING btree ("entry_key");--> statement-breakpoint
CREATE INDEX "bank_statement_credits_import_idx" ON "bank_statement_credits" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "bank_statement_credits_review_idx" ON "bank_statement_credits" USING btree ("booked_on","id") WHERE state = 'review';--> statement-breakpoint
CREATE INDEX "bank_statement_credits_order_idx" ON "bank_statement_credits" USING btree ("order_id") WHERE order_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_statement_imports_file_idx" ON "bank_statement_imports" USING btree ("file_sha256");