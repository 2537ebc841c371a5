import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Ticket requests (before card payment, docs/decisions/010) are retired: nothing has made one since
 * card payment went online (docs/decisions/026), and ticket orders replaced them. The rows are kept,
 * readable, in "ticket_requests_archive", a plain table no collection or route serves: one row per
 * request, its tickets as JSON. Sales staff read it through an administrator (docs/decisions/040),
 * members still see their upcoming ones in their schedule, and erasure reaches it
 * (src/collections/privacy/erase.ts). Then Payload's tables go. Down puts the rows back.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "ticket_requests_archive" (
  	"id" integer PRIMARY KEY,
  	"reference" varchar NOT NULL UNIQUE,
  	"status" varchar NOT NULL CHECK ("status" IN ('requested', 'confirmed', 'cancelled')),
  	"staff_notes" varchar,
  	"event_id" integer REFERENCES "public"."events"("id") ON DELETE set null,
  	"event_title" varchar NOT NULL,
  	"event_starts_at" timestamp(3) with time zone,
  	"items" jsonb NOT NULL,
  	"total" numeric NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"message" varchar,
  	"created_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone NOT NULL,
  	"archived_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "ticket_requests_archive_email_idx" ON "ticket_requests_archive" USING btree (lower("email"));
  COMMENT ON TABLE "ticket_requests_archive" IS 'Ticket requests from before card payment (docs/decisions/040): read-only history; items are [{itemTitle, unitPrice (pounds), quantity}].';
  INSERT INTO "ticket_requests_archive" ("id", "reference", "status", "staff_notes", "event_id", "event_title", "event_starts_at", "items", "total",
    "full_name", "email", "phone", "message", "created_at", "updated_at")
  SELECT r."id", r."reference", r."status"::text, r."staff_notes", r."event_id", r."event_title", r."event_starts_at",
    coalesce((SELECT jsonb_agg(jsonb_build_object('itemTitle', i."item_title", 'unitPrice', i."unit_price", 'quantity', i."quantity") ORDER BY i."_order")
      FROM "ticket_requests_items" i WHERE i."_parent_id" = r."id"), '[]'::jsonb),
    r."total", r."full_name", r."email", r."phone", r."message", r."created_at", r."updated_at"
  FROM "ticket_requests" r;

  -- The lock table's column first: dropping the tables with CASCADE would take its foreign key
  -- and leave the generated DROP CONSTRAINT failing. No CASCADE, so nothing else goes unseen.
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_requests_fk";
  DROP INDEX "payload_locked_documents_rels_ticket_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_requests_id";
  DROP TABLE "ticket_requests_items";
  DROP TABLE "ticket_requests";
  DROP TYPE "public"."enum_ticket_requests_status";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ticket_requests_status" AS ENUM('requested', 'confirmed', 'cancelled');
  CREATE TABLE "ticket_requests_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_title" varchar NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "ticket_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_ticket_requests_status" DEFAULT 'requested' NOT NULL,
  	"staff_notes" varchar,
  	"event_id" integer NOT NULL,
  	"event_title" varchar NOT NULL,
  	"event_starts_at" timestamp(3) with time zone,
  	"total" numeric NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"message" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_requests_id" integer;
  ALTER TABLE "ticket_requests_items" ADD CONSTRAINT "ticket_requests_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticket_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ticket_requests_items_order_idx" ON "ticket_requests_items" USING btree ("_order");
  CREATE INDEX "ticket_requests_items_parent_id_idx" ON "ticket_requests_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ticket_requests_reference_idx" ON "ticket_requests" USING btree ("reference");
  CREATE INDEX "ticket_requests_status_idx" ON "ticket_requests" USING btree ("status");
  CREATE INDEX "ticket_requests_event_idx" ON "ticket_requests" USING btree ("event_id");
  CREATE INDEX "ticket_requests_email_idx" ON "ticket_requests" USING btree ("email");
  CREATE UNIQUE INDEX "ticket_requests_idempotency_key_idx" ON "ticket_requests" USING btree ("idempotency_key");
  CREATE INDEX "ticket_requests_updated_at_idx" ON "ticket_requests" USING btree ("updated_at");
  CREATE INDEX "ticket_requests_created_at_idx" ON "ticket_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_requests_fk" FOREIGN KEY ("ticket_requests_id") REFERENCES "public"."ticket_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ticket_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_requests_id");

  INSERT INTO "ticket_requests" ("id", "reference", "status", "staff_notes", "event_id", "event_title", "event_starts_at", "total",
    "full_name", "email", "phone", "message", "created_at", "updated_at")
  SELECT "id", "reference", "status"::"enum_ticket_requests_status", "staff_notes", "event_id", "event_title", "event_starts_at", "total",
    "full_name", "email", "phone", "message", "created_at", "updated_at"
  FROM "ticket_requests_archive";
  INSERT INTO "ticket_requests_items" ("_order", "_parent_id", "id", "item_title", "unit_price", "quantity")
  SELECT item.n, a."id", substr(md5(a."id" || '-' || item.n), 1, 24), item.value->>'itemTitle', (item.value->>'unitPrice')::numeric, (item.value->>'quantity')::numeric
  FROM "ticket_requests_archive" a, jsonb_array_elements(a."items") WITH ORDINALITY AS item(value, n);
  SELECT setval(pg_get_serial_sequence('"ticket_requests"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "ticket_requests";
  DROP TABLE "ticket_requests_archive";`)
}
