import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A company's members go with its lead (edited by hand: Payload would set the required lead to null).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "company_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email_address" varchar NOT NULL,
  	"dial_code" varchar NOT NULL,
  	"mobile_number" varchar NOT NULL,
  	"role" varchar,
  	"date_of_birth" varchar NOT NULL,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "web_site" varchar;
  ALTER TABLE "leads" ADD COLUMN "members_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_members_id" integer;
  ALTER TABLE "company_members" ADD CONSTRAINT "company_members_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_members" ADD CONSTRAINT "company_members_photo_id_profile_pictures_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."profile_pictures"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "company_members_lead_idx" ON "company_members" USING btree ("lead_id");
  CREATE INDEX "company_members_photo_idx" ON "company_members" USING btree ("photo_id");
  CREATE INDEX "company_members_updated_at_idx" ON "company_members" USING btree ("updated_at");
  CREATE INDEX "company_members_created_at_idx" ON "company_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_emailAddress_idx" ON "company_members" USING btree ("lead_id","email_address");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_members_fk" FOREIGN KEY ("company_members_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_company_members_id_idx" ON "payload_locked_documents_rels" USING btree ("company_members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_members" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_members" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_members_fk";
  
  DROP INDEX "payload_locked_documents_rels_company_members_id_idx";
  ALTER TABLE "leads" DROP COLUMN "web_site";
  ALTER TABLE "leads" DROP COLUMN "members_reviewed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_members_id";`)
}
