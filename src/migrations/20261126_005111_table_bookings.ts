import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_restaurants_services_days" AS ENUM('Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun');
  CREATE TYPE "public"."enum_table_bookings_status" AS ENUM('confirmed', 'cancelled');
  CREATE TABLE "restaurants_services_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_restaurants_services_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "restaurants_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"opens" varchar NOT NULL,
  	"last_seating" varchar NOT NULL
  );
  
  CREATE TABLE "restaurants_closures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"to" timestamp(3) with time zone,
  	"reason" varchar
  );
  
  CREATE TABLE "restaurants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"club_id" integer NOT NULL,
  	"active" boolean DEFAULT true,
  	"slot_minutes" numeric DEFAULT 30 NOT NULL,
  	"covers_per_slot" numeric DEFAULT 20 NOT NULL,
  	"max_party_size" numeric DEFAULT 8 NOT NULL,
  	"days_ahead" numeric DEFAULT 60 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "table_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"start_date_time" timestamp(3) with time zone NOT NULL,
  	"party_size" numeric NOT NULL,
  	"member_id" integer NOT NULL,
  	"notes" varchar,
  	"status" "enum_table_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"cancelled_at" timestamp(3) with time zone,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "restaurants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "table_bookings_id" integer;
  ALTER TABLE "restaurants_services_days" ADD CONSTRAINT "restaurants_services_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurants_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_services" ADD CONSTRAINT "restaurants_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_closures" ADD CONSTRAINT "restaurants_closures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "restaurants_services_days_order_idx" ON "restaurants_services_days" USING btree ("order");
  CREATE INDEX "restaurants_services_days_parent_idx" ON "restaurants_services_days" USING btree ("parent_id");
  CREATE INDEX "restaurants_services_order_idx" ON "restaurants_services" USING btree ("_order");
  CREATE INDEX "restaurants_services_parent_id_idx" ON "restaurants_services" USING btree ("_parent_id");
  CREATE INDEX "restaurants_closures_order_idx" ON "restaurants_closures" USING btree ("_order");
  CREATE INDEX "restaurants_closures_parent_id_idx" ON "restaurants_closures" USING btree ("_parent_id");
  CREATE INDEX "restaurants_club_idx" ON "restaurants" USING btree ("club_id");
  CREATE INDEX "restaurants_updated_at_idx" ON "restaurants" USING btree ("updated_at");
  CREATE INDEX "restaurants_created_at_idx" ON "restaurants" USING btree ("created_at");
  CREATE UNIQUE INDEX "table_bookings_reference_idx" ON "table_bookings" USING btree ("reference");
  CREATE INDEX "table_bookings_restaurant_idx" ON "table_bookings" USING btree ("restaurant_id");
  CREATE INDEX "table_bookings_start_date_time_idx" ON "table_bookings" USING btree ("start_date_time");
  CREATE INDEX "table_bookings_member_idx" ON "table_bookings" USING btree ("member_id");
  CREATE INDEX "table_bookings_status_idx" ON "table_bookings" USING btree ("status");
  CREATE INDEX "table_bookings_updated_at_idx" ON "table_bookings" USING btree ("updated_at");
  CREATE INDEX "table_bookings_created_at_idx" ON "table_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_idempotencyKey_idx" ON "table_bookings" USING btree ("member_id","idempotency_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_table_bookings_fk" FOREIGN KEY ("table_bookings_id") REFERENCES "public"."table_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_restaurants_id_idx" ON "payload_locked_documents_rels" USING btree ("restaurants_id");
  CREATE INDEX "payload_locked_documents_rels_table_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("table_bookings_id");
  -- Each slot's covers, kept by the booking code in the booking's transaction (docs/decisions/025):
  -- one atomic upsert takes a party's covers only while they fit, so concurrent bookings never
  -- exceed a slot; the check holds whatever code writes here.
  CREATE TABLE "table_slot_usage" (
  	"restaurant_id" integer NOT NULL REFERENCES "public"."restaurants"("id") ON DELETE cascade,
  	"start_at" timestamp(3) with time zone NOT NULL,
  	"covers_used" integer NOT NULL,
  	"capacity" integer NOT NULL,
  	PRIMARY KEY ("restaurant_id", "start_at"),
  	CONSTRAINT "table_slot_usage_within_capacity" CHECK ("covers_used" >= 0 AND "covers_used" <= "capacity")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "table_slot_usage";
   ALTER TABLE "restaurants_services_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants_closures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "restaurants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "table_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "restaurants_services_days" CASCADE;
  DROP TABLE "restaurants_services" CASCADE;
  DROP TABLE "restaurants_closures" CASCADE;
  DROP TABLE "restaurants" CASCADE;
  DROP TABLE "table_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_restaurants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_table_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_restaurants_id_idx";
  DROP INDEX "payload_locked_documents_rels_table_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "restaurants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "table_bookings_id";
  DROP TYPE "public"."enum_restaurants_services_days";
  DROP TYPE "public"."enum_table_bookings_status";`)
}
