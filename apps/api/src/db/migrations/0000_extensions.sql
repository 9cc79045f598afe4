-- drizzle-kit writes no CREATE EXTENSION; search needs trigram matching and accent folding.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
