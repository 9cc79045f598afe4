CREATE TABLE "category_listings" (
	"store_code" text NOT NULL,
	"category_id" integer NOT NULL,
	"total" integer NOT NULL,
	"option_counts" jsonb NOT NULL,
	"price_slots" jsonb NOT NULL,
	"by_latest" integer[] NOT NULL,
	"by_updated" integer[] NOT NULL,
	"by_price_asc" integer[] NOT NULL,
	"by_price_desc" integer[] NOT NULL,
	"priced_on" date NOT NULL,
	"valid_until" date,
	CONSTRAINT "category_listings_store_code_category_id_pk" PRIMARY KEY("store_code","category_id")
);
