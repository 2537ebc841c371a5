import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_tickets_price_identifier" AS ENUM('summitTicket', 'summitTransfer');
  CREATE TYPE "public"."enum_ticket_orders_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_ticket_orders_cancel_reason" AS ENUM('expired', 'abandoned', 'staff', 'sold-out', 'payment-failed');
  CREATE TABLE "ticket_orders_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_id" varchar NOT NULL,
  	"item_title" varchar NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "ticket_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_ticket_orders_status" DEFAULT 'pending' NOT NULL,
  	"cancel_reason" "enum_ticket_orders_cancel_reason",
  	"staff_notes" varchar,
  	"hold_expires_at" timestamp(3) with time zone,
  	"seats_held" boolean DEFAULT true,
  	"event_id" integer NOT NULL,
  	"event_title" varchar NOT NULL,
  	"event_starts_at" timestamp(3) with time zone,
  	"total" numeric NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"message" varchar,
  	"member_id" integer,
  	"provider" varchar,
  	"checkout_id" varchar,
  	"payment_id" varchar,
  	"amount_paid" numeric,
  	"paid_at" timestamp(3) with time zone,
  	"refund_id" varchar,
  	"closed_at" timestamp(3) with time zone,
  	"checkout_url" varchar,
  	"access_hash" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_attachments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"filename" varchar NOT NULL,
  	"content_type" varchar NOT NULL,
  	"content" varchar NOT NULL
  );
  
  CREATE TABLE "ticket_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hold_minutes" numeric DEFAULT 15 NOT NULL,
  	"summit_ticket_price_id" varchar,
  	"summit_transfer_price_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "events_tickets" ADD COLUMN "quantity_available" numeric;
  ALTER TABLE "events_tickets" ADD COLUMN "price_identifier" "enum_events_tickets_price_identifier";
  ALTER TABLE "events" ADD COLUMN "stock_sold_out" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_orders_id" integer;
  ALTER TABLE "ticket_orders_items" ADD CONSTRAINT "ticket_orders_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ticket_orders_items_order_idx" ON "ticket_orders_items" USING btree ("_order");
  CREATE INDEX "ticket_orders_items_parent_id_idx" ON "ticket_orders_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ticket_orders_reference_idx" ON "ticket_orders" USING btree ("reference");
  CREATE INDEX "ticket_orders_status_idx" ON "ticket_orders" USING btree ("status");
  CREATE INDEX "ticket_orders_hold_expires_at_idx" ON "ticket_orders" USING btree ("hold_expires_at");
  CREATE INDEX "ticket_orders_event_idx" ON "ticket_orders" USING btree ("event_id");
  CREATE INDEX "ticket_orders_email_idx" ON "ticket_orders" USING btree ("email");
  CREATE INDEX "ticket_orders_member_idx" ON "ticket_orders" USING btree ("member_id");
  CREATE INDEX "ticket_orders_checkout_id_idx" ON "ticket_orders" USING btree ("checkout_id");
  CREATE INDEX "ticket_orders_payment_id_idx" ON "ticket_orders" USING btree ("payment_id");
  CREATE INDEX "ticket_orders_access_hash_idx" ON "ticket_orders" USING btree ("access_hash");
  CREATE UNIQUE INDEX "ticket_orders_idempotency_key_idx" ON "ticket_orders" USING btree ("idempotency_key");
  CREATE INDEX "ticket_orders_updated_at_idx" ON "ticket_orders" USING btree ("updated_at");
  CREATE INDEX "ticket_orders_created_at_idx" ON "ticket_orders" USING btree ("created_at");
  CREATE INDEX "outbox_attachments_order_idx" ON "outbox_attachments" USING btree ("_order");
  CREATE INDEX "outbox_attachments_parent_id_idx" ON "outbox_attachments" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_orders_fk" FOREIGN KEY ("ticket_orders_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ticket_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_orders_id");`)

  // Hand-written (docs/decisions/026): seats per event and ticket item, kept by the order service's
  // upserts; the CHECKs hold whatever writes here, so no code path can sell more than there is.
  await db.execute(sql`
  CREATE TABLE "ticket_stock" (
    "event_id" integer NOT NULL REFERENCES "public"."events"("id") ON DELETE cascade,
    "item_id" varchar NOT NULL,
    "taken" integer NOT NULL DEFAULT 0,
    "capacity" integer,
    PRIMARY KEY ("event_id", "item_id"),
    CONSTRAINT "ticket_stock_taken_not_negative" CHECK ("taken" >= 0),
    CONSTRAINT "ticket_stock_within_capacity" CHECK ("capacity" IS NULL OR "taken" <= "capacity")
  );
  CREATE INDEX "ticket_orders_pending_holds_idx" ON "ticket_orders" USING btree ("event_id", "hold_expires_at") WHERE "status" = 'pending' AND "seats_held";
  CREATE TABLE "payment_webhook_events" (
    "id" varchar PRIMARY KEY NOT NULL,
    "provider" varchar NOT NULL,
    "type" varchar NOT NULL,
    "received_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "payment_sandbox_sessions" (
    "id" varchar PRIMARY KEY NOT NULL,
    "idempotency_key" varchar NOT NULL UNIQUE,
    "reference" varchar NOT NULL,
    "email" varchar NOT NULL,
    "lines" jsonb NOT NULL,
    "amount" integer NOT NULL,
    "success_url" varchar NOT NULL,
    "cancel_url" varchar NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL,
    "status" varchar DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'complete', 'expired')),
    "payment_id" varchar UNIQUE,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "payment_sandbox_refunds" (
    "id" varchar PRIMARY KEY NOT NULL,
    "idempotency_key" varchar NOT NULL UNIQUE,
    "payment_id" varchar NOT NULL,
    "amount" integer NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "payment_sandbox_outbox" (
    "id" varchar PRIMARY KEY NOT NULL,
    "body" text NOT NULL,
    "attempts" integer DEFAULT 0 NOT NULL,
    "delivered_at" timestamp(3) with time zone,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "ticket_stock", "payment_webhook_events", "payment_sandbox_sessions", "payment_sandbox_refunds", "payment_sandbox_outbox";
   ALTER TABLE "ticket_orders_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ticket_orders_items" CASCADE;
  DROP TABLE "ticket_orders" CASCADE;
  DROP TABLE "outbox_attachments" CASCADE;
  DROP TABLE "ticket_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_ticket_orders_id_idx";
  ALTER TABLE "events_tickets" DROP COLUMN "quantity_available";
  ALTER TABLE "events_tickets" DROP COLUMN "price_identifier";
  ALTER TABLE "events" DROP COLUMN "stock_sold_out";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_orders_id";
  DROP TYPE "public"."enum_events_tickets_price_identifier";
  DROP TYPE "public"."enum_ticket_orders_status";
  DROP TYPE "public"."enum_ticket_orders_cancel_reason";`)
}
