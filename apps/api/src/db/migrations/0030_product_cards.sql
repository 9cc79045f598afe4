CREATE TABLE "product_cards" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"tax_class_id" integer NOT NULL,
	"card" text,
	CONSTRAINT "product_cards_language_product_id_pk" PRIMARY KEY("language","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;