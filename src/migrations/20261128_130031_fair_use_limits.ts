import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Fair use of tables and seats (issue 32 §2, docs/decisions/043-fair-use-of-tables-and-seats.md):
 * Settings > Tables (members' booking limits), the cap on unpaid seats per buyer in Settings >
 * Tickets, and the keyed hash of a ticket buyer's address the cap per address counts by.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "table_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bookings_per_day" numeric DEFAULT 2 NOT NULL,
  	"upcoming_bookings" numeric DEFAULT 8 NOT NULL,
  	"booking_calls" numeric DEFAULT 20 NOT NULL,
  	"booking_calls_minutes" numeric DEFAULT 10 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "ticket_orders" ADD COLUMN "client_hash" varchar;
  ALTER TABLE "ticket_settings" ADD COLUMN "unpaid_seats_per_buyer" numeric DEFAULT 8 NOT NULL;
  CREATE INDEX "ticket_orders_client_hash_idx" ON "ticket_orders" USING btree ("client_hash");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "table_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "table_settings" CASCADE;
  DROP INDEX "ticket_orders_client_hash_idx";
  ALTER TABLE "ticket_orders" DROP COLUMN "client_hash";
  ALTER TABLE "ticket_settings" DROP COLUMN "unpaid_seats_per_buyer";`)
}
