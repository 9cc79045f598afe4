CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_code" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"order_number" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_subject_check" CHECK (subject IN ('order', 'product', 'delivery', 'other')),
	CONSTRAINT "contact_messages_message_check" CHECK (char_length(message) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"services" text[] DEFAULT '{}' NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "dealers_country_check" CHECK (country IN ('AT', 'BE', 'CH', 'DE', 'ES', 'FI', 'FR', 'GB', 'HU', 'IE', 'IT', 'LU', 'NL', 'PL', 'SE', 'US')),
	CONSTRAINT "dealers_kind_check" CHECK (kind IN ('garden_centre', 'builders_merchant')),
	CONSTRAINT "dealers_position_check" CHECK (lat BETWEEN -90 AND 90 AND lon BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "postcode_areas" (
	"country" text NOT NULL,
	"prefix" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "postcode_areas_country_prefix_pk" PRIMARY KEY("country","prefix"),
	CONSTRAINT "postcode_areas_position_check" CHECK (lat BETWEEN -90 AND 90 AND lon BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE INDEX "dealers_country_name_idx" ON "dealers" USING btree ("country","name");