import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_event_categories" AS ENUM('social', 'food-and-drink', 'wellness', 'talks', 'business', 'music', 'family', 'sport');
  CREATE TYPE "public"."enum_events_event_status" AS ENUM('on-sale', 'last-few-tickets', 'sold-out');
  CREATE TYPE "public"."enum_events_event_type" AS ENUM('members', 'members-and-guests', 'public');
  CREATE TYPE "public"."enum_offices_amenities_icon" AS ENUM('wifi', 'coffee', 'meeting-room', 'phone-booth', 'bike', 'shower', 'reception', 'access', 'kitchen', 'gym');
  CREATE TYPE "public"."enum_ticket_requests_status" AS ENUM('requested', 'confirmed', 'cancelled');
  CREATE TABLE "events_event_categories" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_event_categories",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_tickets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_title" varchar NOT NULL,
  	"item_subtitle" varchar,
  	"item_price" numeric NOT NULL,
  	"item_minimum_purchase" numeric DEFAULT 1 NOT NULL,
  	"item_maximum_purchase" numeric DEFAULT 10 NOT NULL,
  	"sold_out" boolean DEFAULT false,
  	"image_id" integer
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"visible" boolean DEFAULT true,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"club_id" integer NOT NULL,
  	"event_status" "enum_events_event_status" DEFAULT 'on-sale' NOT NULL,
  	"event_type" "enum_events_event_type" DEFAULT 'members' NOT NULL,
  	"event_price" numeric,
  	"venue_name" varchar,
  	"venue_address" varchar,
  	"description" varchar,
  	"short_description" varchar,
  	"long_description" jsonb,
  	"header_image_id" integer NOT NULL,
  	"cover_image_id" integer,
  	"share_link" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offices_floorplan_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"preview_id" integer NOT NULL,
  	"cta_link" varchar
  );
  
  CREATE TABLE "offices_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"detail" varchar NOT NULL
  );
  
  CREATE TABLE "offices_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "offices_amenities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_offices_amenities_icon" NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "offices_facilities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "offices_feature_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "offices_contact_groups_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"contact_person" varchar,
  	"phone_number" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "offices_contact_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "offices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"office_group_id" varchar NOT NULL,
  	"visible" boolean DEFAULT true,
  	"location_id" integer NOT NULL,
  	"display_name" varchar,
  	"price_per_month" numeric NOT NULL,
  	"workstations" numeric NOT NULL,
  	"available_from" timestamp(3) with time zone NOT NULL,
  	"description" varchar,
  	"long_description" jsonb,
  	"image_id" integer NOT NULL,
  	"floor_plan_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offices_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "meeting_rooms_info" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL
  );
  
  CREATE TABLE "meeting_rooms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"meeting_room_name" varchar NOT NULL,
  	"space_id" varchar NOT NULL,
  	"club_location_id" integer NOT NULL,
  	"linenumber" numeric DEFAULT 0,
  	"capacity" numeric NOT NULL,
  	"price_per_hour" numeric,
  	"price_per_day" numeric,
  	"long_description" varchar,
  	"featured_image_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "meeting_rooms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "meeting_rooms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_requests_id" integer;
  ALTER TABLE "events_event_categories" ADD CONSTRAINT "events_event_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_tickets" ADD CONSTRAINT "events_tickets_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_tickets" ADD CONSTRAINT "events_tickets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_header_image_id_media_id_fk" FOREIGN KEY ("header_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_cover_image_id_media_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offices_floorplan_list" ADD CONSTRAINT "offices_floorplan_list_preview_id_media_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offices_floorplan_list" ADD CONSTRAINT "offices_floorplan_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_info" ADD CONSTRAINT "offices_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_prices" ADD CONSTRAINT "offices_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_amenities" ADD CONSTRAINT "offices_amenities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_facilities" ADD CONSTRAINT "offices_facilities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_feature_list" ADD CONSTRAINT "offices_feature_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_contact_groups_contacts" ADD CONSTRAINT "offices_contact_groups_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices_contact_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_contact_groups" ADD CONSTRAINT "offices_contact_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices" ADD CONSTRAINT "offices_location_id_clubs_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offices" ADD CONSTRAINT "offices_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offices" ADD CONSTRAINT "offices_floor_plan_image_id_media_id_fk" FOREIGN KEY ("floor_plan_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offices_rels" ADD CONSTRAINT "offices_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offices_rels" ADD CONSTRAINT "offices_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meeting_rooms_info" ADD CONSTRAINT "meeting_rooms_info_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_club_location_id_clubs_id_fk" FOREIGN KEY ("club_location_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meeting_rooms" ADD CONSTRAINT "meeting_rooms_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "meeting_rooms_rels" ADD CONSTRAINT "meeting_rooms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "meeting_rooms_rels" ADD CONSTRAINT "meeting_rooms_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_requests_items" ADD CONSTRAINT "ticket_requests_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticket_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_event_categories_order_idx" ON "events_event_categories" USING btree ("order");
  CREATE INDEX "events_event_categories_parent_idx" ON "events_event_categories" USING btree ("parent_id");
  CREATE INDEX "events_tickets_order_idx" ON "events_tickets" USING btree ("_order");
  CREATE INDEX "events_tickets_parent_id_idx" ON "events_tickets" USING btree ("_parent_id");
  CREATE INDEX "events_tickets_image_idx" ON "events_tickets" USING btree ("image_id");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_visible_idx" ON "events" USING btree ("visible");
  CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");
  CREATE INDEX "events_club_idx" ON "events" USING btree ("club_id");
  CREATE INDEX "events_event_status_idx" ON "events" USING btree ("event_status");
  CREATE INDEX "events_event_type_idx" ON "events" USING btree ("event_type");
  CREATE INDEX "events_header_image_idx" ON "events" USING btree ("header_image_id");
  CREATE INDEX "events_cover_image_idx" ON "events" USING btree ("cover_image_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "offices_floorplan_list_order_idx" ON "offices_floorplan_list" USING btree ("_order");
  CREATE INDEX "offices_floorplan_list_parent_id_idx" ON "offices_floorplan_list" USING btree ("_parent_id");
  CREATE INDEX "offices_floorplan_list_preview_idx" ON "offices_floorplan_list" USING btree ("preview_id");
  CREATE INDEX "offices_info_order_idx" ON "offices_info" USING btree ("_order");
  CREATE INDEX "offices_info_parent_id_idx" ON "offices_info" USING btree ("_parent_id");
  CREATE INDEX "offices_prices_order_idx" ON "offices_prices" USING btree ("_order");
  CREATE INDEX "offices_prices_parent_id_idx" ON "offices_prices" USING btree ("_parent_id");
  CREATE INDEX "offices_amenities_order_idx" ON "offices_amenities" USING btree ("_order");
  CREATE INDEX "offices_amenities_parent_id_idx" ON "offices_amenities" USING btree ("_parent_id");
  CREATE INDEX "offices_facilities_order_idx" ON "offices_facilities" USING btree ("_order");
  CREATE INDEX "offices_facilities_parent_id_idx" ON "offices_facilities" USING btree ("_parent_id");
  CREATE INDEX "offices_feature_list_order_idx" ON "offices_feature_list" USING btree ("_order");
  CREATE INDEX "offices_feature_list_parent_id_idx" ON "offices_feature_list" USING btree ("_parent_id");
  CREATE INDEX "offices_contact_groups_contacts_order_idx" ON "offices_contact_groups_contacts" USING btree ("_order");
  CREATE INDEX "offices_contact_groups_contacts_parent_id_idx" ON "offices_contact_groups_contacts" USING btree ("_parent_id");
  CREATE INDEX "offices_contact_groups_order_idx" ON "offices_contact_groups" USING btree ("_order");
  CREATE INDEX "offices_contact_groups_parent_id_idx" ON "offices_contact_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "offices_office_group_id_idx" ON "offices" USING btree ("office_group_id");
  CREATE INDEX "offices_visible_idx" ON "offices" USING btree ("visible");
  CREATE INDEX "offices_location_idx" ON "offices" USING btree ("location_id");
  CREATE INDEX "offices_price_per_month_idx" ON "offices" USING btree ("price_per_month");
  CREATE INDEX "offices_workstations_idx" ON "offices" USING btree ("workstations");
  CREATE INDEX "offices_available_from_idx" ON "offices" USING btree ("available_from");
  CREATE INDEX "offices_image_idx" ON "offices" USING btree ("image_id");
  CREATE INDEX "offices_floor_plan_image_idx" ON "offices" USING btree ("floor_plan_image_id");
  CREATE INDEX "offices_updated_at_idx" ON "offices" USING btree ("updated_at");
  CREATE INDEX "offices_created_at_idx" ON "offices" USING btree ("created_at");
  CREATE INDEX "offices_rels_order_idx" ON "offices_rels" USING btree ("order");
  CREATE INDEX "offices_rels_parent_idx" ON "offices_rels" USING btree ("parent_id");
  CREATE INDEX "offices_rels_path_idx" ON "offices_rels" USING btree ("path");
  CREATE INDEX "offices_rels_media_id_idx" ON "offices_rels" USING btree ("media_id");
  CREATE INDEX "meeting_rooms_info_order_idx" ON "meeting_rooms_info" USING btree ("_order");
  CREATE INDEX "meeting_rooms_info_parent_id_idx" ON "meeting_rooms_info" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "meeting_rooms_space_id_idx" ON "meeting_rooms" USING btree ("space_id");
  CREATE INDEX "meeting_rooms_club_location_idx" ON "meeting_rooms" USING btree ("club_location_id");
  CREATE INDEX "meeting_rooms_featured_image_idx" ON "meeting_rooms" USING btree ("featured_image_id");
  CREATE INDEX "meeting_rooms_updated_at_idx" ON "meeting_rooms" USING btree ("updated_at");
  CREATE INDEX "meeting_rooms_created_at_idx" ON "meeting_rooms" USING btree ("created_at");
  CREATE INDEX "meeting_rooms_rels_order_idx" ON "meeting_rooms_rels" USING btree ("order");
  CREATE INDEX "meeting_rooms_rels_parent_idx" ON "meeting_rooms_rels" USING btree ("parent_id");
  CREATE INDEX "meeting_rooms_rels_path_idx" ON "meeting_rooms_rels" USING btree ("path");
  CREATE INDEX "meeting_rooms_rels_media_id_idx" ON "meeting_rooms_rels" USING btree ("media_id");
  CREATE INDEX "ticket_requests_items_order_idx" ON "ticket_requests_items" USING btree ("_order");
  CREATE INDEX "ticket_requests_items_parent_id_idx" ON "ticket_requests_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "ticket_requests_reference_idx" ON "ticket_requests" USING btree ("reference");
  CREATE INDEX "ticket_requests_status_idx" ON "ticket_requests" USING btree ("status");
  CREATE INDEX "ticket_requests_event_idx" ON "ticket_requests" USING btree ("event_id");
  CREATE INDEX "ticket_requests_email_idx" ON "ticket_requests" USING btree ("email");
  CREATE UNIQUE INDEX "ticket_requests_idempotency_key_idx" ON "ticket_requests" USING btree ("idempotency_key");
  CREATE INDEX "ticket_requests_updated_at_idx" ON "ticket_requests" USING btree ("updated_at");
  CREATE INDEX "ticket_requests_created_at_idx" ON "ticket_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offices_fk" FOREIGN KEY ("offices_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_meeting_rooms_fk" FOREIGN KEY ("meeting_rooms_id") REFERENCES "public"."meeting_rooms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_requests_fk" FOREIGN KEY ("ticket_requests_id") REFERENCES "public"."ticket_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_offices_id_idx" ON "payload_locked_documents_rels" USING btree ("offices_id");
  CREATE INDEX "payload_locked_documents_rels_meeting_rooms_id_idx" ON "payload_locked_documents_rels" USING btree ("meeting_rooms_id");
  CREATE INDEX "payload_locked_documents_rels_ticket_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_requests_id");`)

  // Search indexes (src/features/*/search.server.ts, docs/decisions/009): upcoming visible events
  // in start order, category filters, and visible offices in price order with a stable tie-break.
  await db.execute(sql`
  CREATE INDEX "events_search_starts_idx" ON "events" USING btree ("starts_at", "id") WHERE "visible";
  CREATE INDEX "events_event_categories_value_idx" ON "events_event_categories" USING btree ("value", "parent_id");
  CREATE INDEX "offices_search_price_idx" ON "offices" USING btree ("price_per_month", "id") WHERE "visible";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events_event_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events_tickets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_floorplan_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_amenities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_facilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_feature_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_contact_groups_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_contact_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offices_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "meeting_rooms_info" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "meeting_rooms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "meeting_rooms_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_requests_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "events_event_categories" CASCADE;
  DROP TABLE "events_tickets" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "offices_floorplan_list" CASCADE;
  DROP TABLE "offices_info" CASCADE;
  DROP TABLE "offices_prices" CASCADE;
  DROP TABLE "offices_amenities" CASCADE;
  DROP TABLE "offices_facilities" CASCADE;
  DROP TABLE "offices_feature_list" CASCADE;
  DROP TABLE "offices_contact_groups_contacts" CASCADE;
  DROP TABLE "offices_contact_groups" CASCADE;
  DROP TABLE "offices" CASCADE;
  DROP TABLE "offices_rels" CASCADE;
  DROP TABLE "meeting_rooms_info" CASCADE;
  DROP TABLE "meeting_rooms" CASCADE;
  DROP TABLE "meeting_rooms_rels" CASCADE;
  DROP TABLE "ticket_requests_items" CASCADE;
  DROP TABLE "ticket_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_meeting_rooms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_offices_id_idx";
  DROP INDEX "payload_locked_documents_rels_meeting_rooms_id_idx";
  DROP INDEX "payload_locked_documents_rels_ticket_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "meeting_rooms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_requests_id";
  DROP TYPE "public"."enum_events_event_categories";
  DROP TYPE "public"."enum_events_event_status";
  DROP TYPE "public"."enum_events_event_type";
  DROP TYPE "public"."enum_offices_amenities_icon";
  DROP TYPE "public"."enum_ticket_requests_status";`)
}
