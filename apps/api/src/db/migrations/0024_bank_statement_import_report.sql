ALTER TABLE "bank_statement_imports" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD COLUMN "report" jsonb;