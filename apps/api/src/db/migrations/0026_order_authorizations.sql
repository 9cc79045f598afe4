ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorized_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_check" CHECK (type IN ('payment', 'authorization', 'authorization_released', 'refund', 'fulfilment_started', 'shipment', 'delivered', 'cancellation', 'expiry', 'note'));