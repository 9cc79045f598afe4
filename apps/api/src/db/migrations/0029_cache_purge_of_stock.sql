-- A product's stock changes with every order, release and back-office edit, in many modules' transactions.
-- The purge is announced here, so that no writer can forget it and it is heard only once the change is
-- committed (NOTIFY is delivered at commit), by every API process listening on this database. The payload
-- names the products and the configurables they are variants of (their pages show the variants' stock);
-- a statement that changed more than a payload can name (an import, the seed) purges every product.
CREATE FUNCTION hortus_announce_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tags text;
BEGIN
  SELECT string_agg(DISTINCT tag, ' ') INTO tags FROM (
    SELECT 'product-' || product_id AS tag FROM changed
    UNION ALL
    SELECT 'product-' || parent_id FROM configurable_children JOIN changed ON child_id = changed.product_id
  ) AS named;
  IF tags IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(tags) > 7000 THEN
    tags := 'product';
  END IF;
  PERFORM pg_notify('hortus_cache_purge', tags);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_items_inserted_cache_purge AFTER INSERT ON stock_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hortus_announce_stock_change();
--> statement-breakpoint
CREATE TRIGGER stock_items_updated_cache_purge AFTER UPDATE ON stock_items
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hortus_announce_stock_change();
