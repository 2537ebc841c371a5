import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_membership_types_dial_code_options_code" AS ENUM('+44', '+43', '+34', '+46', '+39', '+966', '+33', '+45', '+49', '+1', 'Other');
  CREATE TYPE "public"."enum_membership_types_title" AS ENUM('Club', 'Social', 'Corporate');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'tour-booked', 'toured', 'applied', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_client_type" AS ENUM('Club', 'Corporate');
  CREATE TYPE "public"."enum_leads_title" AS ENUM('Mr', 'Mrs', 'Miss', 'Ms', 'Dr');
  CREATE TYPE "public"."enum_leads_source" AS ENUM('tour-form', 'tour-api', 'leads-api');
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'contacted', 'tour-booked', 'toured', 'applied', 'won', 'lost');
  CREATE TYPE "public"."enum_enquiries_enquiry_type" AS ENUM('club', 'social', 'corporate', 'office', 'event');
  CREATE TYPE "public"."enum_enquiries_title" AS ENUM('Mr', 'Mrs', 'Miss', 'Ms', 'Dr');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'local', 'sent', 'failed');
  CREATE TABLE "membership_types_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"minimum_age" numeric NOT NULL,
  	"monthly_fee" numeric NOT NULL
  );
  
  CREATE TABLE "membership_types_dial_code_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" "enum_membership_types_dial_code_options_code" NOT NULL
  );
  
  CREATE TABLE "membership_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" "enum_membership_types_title" NOT NULL,
  	"form_title" varchar DEFAULT 'Book a tour',
  	"hero" jsonb,
  	"sections" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "leads_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by" varchar,
  	"change" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"status" "enum_leads_status" DEFAULT 'new' NOT NULL,
  	"assigned_to_id" integer,
  	"client_type" "enum_leads_client_type" NOT NULL,
  	"title" "enum_leads_title",
  	"first_name" varchar,
  	"last_name" varchar,
  	"email_address" varchar NOT NULL,
  	"mobile_number" varchar,
  	"date_of_birth" varchar,
  	"club_id" integer,
  	"location_id" numeric,
  	"company_name" varchar,
  	"number_of_members" numeric,
  	"source" "enum_leads_source" DEFAULT 'tour-form' NOT NULL,
  	"source_path" varchar,
  	"tracking_ga_utm_campaign" varchar,
  	"tracking_ga_utm_source" varchar,
  	"tracking_ga_utm_medium" varchar,
  	"tracking_ga_utm_content" varchar,
  	"tracking_ga_utm_term" varchar,
  	"tracking_ga_client_id" varchar,
  	"tracking_referrer_member_id" varchar,
  	"tracking_referrer_customer_id" varchar,
  	"consent_given" boolean DEFAULT false,
  	"consent_at" timestamp(3) with time zone,
  	"consent_wording_version" varchar,
  	"consent_wording" varchar,
  	"consent_purpose" varchar,
  	"linked_to_id" integer,
  	"idempotency_key" varchar,
  	"request_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "enquiries_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by" varchar,
  	"change" varchar
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"status" "enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"assigned_to_id" integer,
  	"enquiry_type" "enum_enquiries_enquiry_type" NOT NULL,
  	"full_name" varchar,
  	"title" "enum_enquiries_title",
  	"first_name" varchar,
  	"last_name" varchar,
  	"email_address" varchar NOT NULL,
  	"mobile_number" varchar,
  	"date_of_birth" varchar,
  	"club_id" integer,
  	"location_id" numeric,
  	"company_name" varchar,
  	"number_of_members" numeric,
  	"proposer_name" varchar,
  	"proposer_email" varchar,
  	"instagram_account" varchar,
  	"message" varchar,
  	"query_origin" varchar,
  	"source_path" varchar,
  	"tracking_ga_utm_campaign" varchar,
  	"tracking_ga_utm_source" varchar,
  	"tracking_ga_utm_medium" varchar,
  	"tracking_ga_utm_content" varchar,
  	"tracking_ga_utm_term" varchar,
  	"tracking_ga_client_id" varchar,
  	"tracking_referrer_member_id" varchar,
  	"tracking_referrer_customer_id" varchar,
  	"consent_given" boolean DEFAULT false,
  	"consent_at" timestamp(3) with time zone,
  	"consent_wording_version" varchar,
  	"consent_wording" varchar,
  	"consent_purpose" varchar,
  	"linked_to_id" integer,
  	"idempotency_key" varchar,
  	"request_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"status" "enum_outbox_status" DEFAULT 'queued' NOT NULL,
  	"transport" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"error" varchar,
  	"message_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"leads_id" integer,
  	"enquiries_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "membership_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "membership_types_prices" ADD CONSTRAINT "membership_types_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "membership_types_dial_code_options" ADD CONSTRAINT "membership_types_dial_code_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_history" ADD CONSTRAINT "leads_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_linked_to_id_leads_id_fk" FOREIGN KEY ("linked_to_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_notes" ADD CONSTRAINT "enquiries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_history" ADD CONSTRAINT "enquiries_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_linked_to_id_enquiries_id_fk" FOREIGN KEY ("linked_to_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox_rels" ADD CONSTRAINT "outbox_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_rels" ADD CONSTRAINT "outbox_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox_rels" ADD CONSTRAINT "outbox_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "membership_types_prices_order_idx" ON "membership_types_prices" USING btree ("_order");
  CREATE INDEX "membership_types_prices_parent_id_idx" ON "membership_types_prices" USING btree ("_parent_id");
  CREATE INDEX "membership_types_dial_code_options_order_idx" ON "membership_types_dial_code_options" USING btree ("_order");
  CREATE INDEX "membership_types_dial_code_options_parent_id_idx" ON "membership_types_dial_code_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "membership_types_title_idx" ON "membership_types" USING btree ("title");
  CREATE INDEX "membership_types_updated_at_idx" ON "membership_types" USING btree ("updated_at");
  CREATE INDEX "membership_types_created_at_idx" ON "membership_types" USING btree ("created_at");
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_history_order_idx" ON "leads_history" USING btree ("_order");
  CREATE INDEX "leads_history_parent_id_idx" ON "leads_history" USING btree ("_parent_id");
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assigned_to_idx" ON "leads" USING btree ("assigned_to_id");
  CREATE INDEX "leads_client_type_idx" ON "leads" USING btree ("client_type");
  CREATE INDEX "leads_email_address_idx" ON "leads" USING btree ("email_address");
  CREATE INDEX "leads_club_idx" ON "leads" USING btree ("club_id");
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");
  CREATE INDEX "leads_linked_to_idx" ON "leads" USING btree ("linked_to_id");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "enquiries_notes_order_idx" ON "enquiries_notes" USING btree ("_order");
  CREATE INDEX "enquiries_notes_parent_id_idx" ON "enquiries_notes" USING btree ("_parent_id");
  CREATE INDEX "enquiries_history_order_idx" ON "enquiries_history" USING btree ("_order");
  CREATE INDEX "enquiries_history_parent_id_idx" ON "enquiries_history" USING btree ("_parent_id");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_assigned_to_idx" ON "enquiries" USING btree ("assigned_to_id");
  CREATE INDEX "enquiries_enquiry_type_idx" ON "enquiries" USING btree ("enquiry_type");
  CREATE INDEX "enquiries_email_address_idx" ON "enquiries" USING btree ("email_address");
  CREATE INDEX "enquiries_club_idx" ON "enquiries" USING btree ("club_id");
  CREATE INDEX "enquiries_linked_to_idx" ON "enquiries" USING btree ("linked_to_id");
  CREATE UNIQUE INDEX "enquiries_idempotency_key_idx" ON "enquiries" USING btree ("idempotency_key");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  CREATE INDEX "outbox_rels_order_idx" ON "outbox_rels" USING btree ("order");
  CREATE INDEX "outbox_rels_parent_idx" ON "outbox_rels" USING btree ("parent_id");
  CREATE INDEX "outbox_rels_path_idx" ON "outbox_rels" USING btree ("path");
  CREATE INDEX "outbox_rels_leads_id_idx" ON "outbox_rels" USING btree ("leads_id");
  CREATE INDEX "outbox_rels_enquiries_id_idx" ON "outbox_rels" USING btree ("enquiries_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_membership_types_fk" FOREIGN KEY ("membership_types_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_membership_types_id_idx" ON "payload_locked_documents_rels" USING btree ("membership_types_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "membership_types_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membership_types_dial_code_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "membership_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "membership_types_prices" CASCADE;
  DROP TABLE "membership_types_dial_code_options" CASCADE;
  DROP TABLE "membership_types" CASCADE;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "leads_history" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "enquiries_notes" CASCADE;
  DROP TABLE "enquiries_history" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "outbox" CASCADE;
  DROP TABLE "outbox_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_membership_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_membership_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "membership_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  DROP TYPE "public"."enum_membership_types_dial_code_options_code";
  DROP TYPE "public"."enum_membership_types_title";
  DROP TYPE "public"."enum_leads_status";
  DROP TYPE "public"."enum_leads_client_type";
  DROP TYPE "public"."enum_leads_title";
  DROP TYPE "public"."enum_leads_source";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_enquiries_enquiry_type";
  DROP TYPE "public"."enum_enquiries_title";
  DROP TYPE "public"."enum_outbox_status";`)
}
