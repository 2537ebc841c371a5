import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_membership_status" AS ENUM('Started', 'Applied', 'Approved', 'Declined', 'Waitlisted');
  CREATE TYPE "public"."enum_leads_payment_mandate_status" AS ENUM('pending_customer_approval', 'pending_submission', 'submitted', 'active', 'failed', 'cancelled', 'expired', 'consumed', 'blocked', 'suspended_by_payer');
  CREATE TYPE "public"."enum_leads_review_decision" AS ENUM('Approved', 'Declined', 'Waitlisted');
  CREATE TABLE "industries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"display_order" numeric NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "profile_pictures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  ALTER TABLE "leads" ADD COLUMN "membership_status" "enum_leads_membership_status";
  ALTER TABLE "leads" ADD COLUMN "dial_code" varchar;
  ALTER TABLE "leads" ADD COLUMN "address_address_line1" varchar;
  ALTER TABLE "leads" ADD COLUMN "address_address_line2" varchar;
  ALTER TABLE "leads" ADD COLUMN "address_town" varchar;
  ALTER TABLE "leads" ADD COLUMN "address_county" varchar;
  ALTER TABLE "leads" ADD COLUMN "address_postcode" varchar;
  ALTER TABLE "leads" ADD COLUMN "address_country" varchar;
  ALTER TABLE "leads" ADD COLUMN "profile_gender" varchar;
  ALTER TABLE "leads" ADD COLUMN "profile_industry" varchar;
  ALTER TABLE "leads" ADD COLUMN "profile_role" varchar;
  ALTER TABLE "leads" ADD COLUMN "profile_about_member" varchar;
  ALTER TABLE "leads" ADD COLUMN "profile_head_shot_id" integer;
  ALTER TABLE "leads" ADD COLUMN "payment_mandate_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "payment_mandate_status" "enum_leads_payment_mandate_status";
  ALTER TABLE "leads" ADD COLUMN "payment_reference_set_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "payment_mandate_status_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "payment_billing_request_id" varchar;
  ALTER TABLE "leads" ADD COLUMN "agreement_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "applied_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "review_decision" "enum_leads_review_decision";
  ALTER TABLE "leads" ADD COLUMN "review_decided_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "review_decided_by" varchar;
  ALTER TABLE "leads" ADD COLUMN "review_reason" varchar;
  ALTER TABLE "leads" ADD COLUMN "continue_token_hash" varchar;
  ALTER TABLE "leads" ADD COLUMN "continue_expires_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "industries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "profile_pictures_id" integer;
  ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "industries_value_idx" ON "industries" USING btree ("value");
  CREATE INDEX "industries_display_order_idx" ON "industries" USING btree ("display_order");
  CREATE INDEX "industries_updated_at_idx" ON "industries" USING btree ("updated_at");
  CREATE INDEX "industries_created_at_idx" ON "industries" USING btree ("created_at");
  CREATE INDEX "profile_pictures_lead_idx" ON "profile_pictures" USING btree ("lead_id");
  CREATE INDEX "profile_pictures_updated_at_idx" ON "profile_pictures" USING btree ("updated_at");
  CREATE INDEX "profile_pictures_created_at_idx" ON "profile_pictures" USING btree ("created_at");
  CREATE UNIQUE INDEX "profile_pictures_filename_idx" ON "profile_pictures" USING btree ("filename");
  CREATE INDEX "profile_pictures_sizes_thumbnail_sizes_thumbnail_filenam_idx" ON "profile_pictures" USING btree ("sizes_thumbnail_filename");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_profile_head_shot_id_profile_pictures_id_fk" FOREIGN KEY ("profile_head_shot_id") REFERENCES "public"."profile_pictures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_industries_fk" FOREIGN KEY ("industries_id") REFERENCES "public"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_profile_pictures_fk" FOREIGN KEY ("profile_pictures_id") REFERENCES "public"."profile_pictures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_membership_status_idx" ON "leads" USING btree ("membership_status");
  CREATE INDEX "leads_profile_profile_head_shot_idx" ON "leads" USING btree ("profile_head_shot_id");
  CREATE INDEX "leads_payment_payment_mandate_id_idx" ON "leads" USING btree ("payment_mandate_id");
  CREATE INDEX "leads_payment_payment_billing_request_id_idx" ON "leads" USING btree ("payment_billing_request_id");
  CREATE INDEX "leads_applied_at_idx" ON "leads" USING btree ("applied_at");
  CREATE UNIQUE INDEX "leads_continue_token_hash_idx" ON "leads" USING btree ("continue_token_hash");
  CREATE INDEX "payload_locked_documents_rels_industries_id_idx" ON "payload_locked_documents_rels" USING btree ("industries_id");
  CREATE INDEX "payload_locked_documents_rels_profile_pictures_id_idx" ON "payload_locked_documents_rels" USING btree ("profile_pictures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "profile_pictures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "industries" CASCADE;
  DROP TABLE "profile_pictures" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_profile_head_shot_id_profile_pictures_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_industries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_profile_pictures_fk";
  
  DROP INDEX "leads_membership_status_idx";
  DROP INDEX "leads_profile_profile_head_shot_idx";
  DROP INDEX "leads_payment_payment_mandate_id_idx";
  DROP INDEX "leads_payment_payment_billing_request_id_idx";
  DROP INDEX "leads_applied_at_idx";
  DROP INDEX "leads_continue_token_hash_idx";
  DROP INDEX "payload_locked_documents_rels_industries_id_idx";
  DROP INDEX "payload_locked_documents_rels_profile_pictures_id_idx";
  ALTER TABLE "leads" DROP COLUMN "membership_status";
  ALTER TABLE "leads" DROP COLUMN "dial_code";
  ALTER TABLE "leads" DROP COLUMN "address_address_line1";
  ALTER TABLE "leads" DROP COLUMN "address_address_line2";
  ALTER TABLE "leads" DROP COLUMN "address_town";
  ALTER TABLE "leads" DROP COLUMN "address_county";
  ALTER TABLE "leads" DROP COLUMN "address_postcode";
  ALTER TABLE "leads" DROP COLUMN "address_country";
  ALTER TABLE "leads" DROP COLUMN "profile_gender";
  ALTER TABLE "leads" DROP COLUMN "profile_industry";
  ALTER TABLE "leads" DROP COLUMN "profile_role";
  ALTER TABLE "leads" DROP COLUMN "profile_about_member";
  ALTER TABLE "leads" DROP COLUMN "profile_head_shot_id";
  ALTER TABLE "leads" DROP COLUMN "payment_mandate_id";
  ALTER TABLE "leads" DROP COLUMN "payment_mandate_status";
  ALTER TABLE "leads" DROP COLUMN "payment_reference_set_at";
  ALTER TABLE "leads" DROP COLUMN "payment_mandate_status_at";
  ALTER TABLE "leads" DROP COLUMN "payment_billing_request_id";
  ALTER TABLE "leads" DROP COLUMN "agreement_accepted_at";
  ALTER TABLE "leads" DROP COLUMN "applied_at";
  ALTER TABLE "leads" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "leads" DROP COLUMN "review_decision";
  ALTER TABLE "leads" DROP COLUMN "review_decided_at";
  ALTER TABLE "leads" DROP COLUMN "review_decided_by";
  ALTER TABLE "leads" DROP COLUMN "review_reason";
  ALTER TABLE "leads" DROP COLUMN "continue_token_hash";
  ALTER TABLE "leads" DROP COLUMN "continue_expires_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "industries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "profile_pictures_id";
  DROP TYPE "public"."enum_leads_membership_status";
  DROP TYPE "public"."enum_leads_payment_mandate_status";
  DROP TYPE "public"."enum_leads_review_decision";`)
}
