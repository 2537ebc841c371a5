import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dues_collection_state" AS ENUM('queued', 'started', 'no-mandate', 'no-price');
  CREATE TYPE "public"."enum_dues_standing" AS ENUM('good', 'retrying', 'arrears');
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('joining', 'monthly', 'balance');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending_customer_approval', 'pending_submission', 'submitted', 'confirmed', 'paid_out', 'cancelled', 'customer_approval_denied', 'failed', 'charged_back');
  CREATE TABLE "dues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"payer_id" integer,
  	"payer_name" varchar,
  	"membership_type" varchar NOT NULL,
  	"people" numeric NOT NULL,
  	"monthly_amount" numeric NOT NULL,
  	"joining_amount" numeric NOT NULL,
  	"term_months" numeric NOT NULL,
  	"fixed_at" timestamp(3) with time zone NOT NULL,
  	"mandate_id" varchar,
  	"collection_state" "enum_dues_collection_state" DEFAULT 'queued' NOT NULL,
  	"collection_attempts" numeric DEFAULT 0,
  	"collection_error" varchar,
  	"claimed_until" timestamp(3) with time zone,
  	"subscription_id" varchar,
  	"first_collection" varchar,
  	"joining_payment_id" varchar,
  	"standing" "enum_dues_standing" DEFAULT 'good' NOT NULL,
  	"arrears_since" timestamp(3) with time zone,
  	"balance" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"dues_id" integer NOT NULL,
  	"kind" "enum_payments_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"charge_date" varchar NOT NULL,
  	"status" "enum_payments_status" NOT NULL,
  	"failures" numeric DEFAULT 0,
  	"cause" varchar,
  	"retry_wanted" boolean DEFAULT false,
  	"retried" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "dues" ADD CONSTRAINT "dues_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dues" ADD CONSTRAINT "dues_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_dues_id_dues_id_fk" FOREIGN KEY ("dues_id") REFERENCES "public"."dues"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "dues_lead_idx" ON "dues" USING btree ("lead_id");
  CREATE INDEX "dues_payer_idx" ON "dues" USING btree ("payer_id");
  CREATE INDEX "dues_mandate_id_idx" ON "dues" USING btree ("mandate_id");
  CREATE INDEX "dues_collection_state_idx" ON "dues" USING btree ("collection_state");
  CREATE INDEX "dues_subscription_id_idx" ON "dues" USING btree ("subscription_id");
  CREATE INDEX "dues_standing_idx" ON "dues" USING btree ("standing");
  CREATE INDEX "dues_updated_at_idx" ON "dues" USING btree ("updated_at");
  CREATE INDEX "dues_created_at_idx" ON "dues" USING btree ("created_at");
  CREATE UNIQUE INDEX "payments_provider_id_idx" ON "payments" USING btree ("provider_id");
  CREATE INDEX "payments_dues_idx" ON "payments" USING btree ("dues_id");
  CREATE INDEX "payments_charge_date_idx" ON "payments" USING btree ("charge_date");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dues_fk" FOREIGN KEY ("dues_id") REFERENCES "public"."dues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dues_id_idx" ON "payload_locked_documents_rels" USING btree ("dues_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
  // Outside Payload's schema: the provider's events the dues code has applied, each id once, written
  // in the transaction of the change it made (docs/decisions/061).
  await db.execute(sql`
  CREATE TABLE "dues_events" (
    "id" varchar PRIMARY KEY NOT NULL,
    "resource_type" varchar NOT NULL,
    "action" varchar NOT NULL,
    "applied_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)

}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "dues_events";`)
  await db.execute(sql`
   ALTER TABLE "dues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dues" CASCADE;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  DROP INDEX "payload_locked_documents_rels_dues_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_dues_collection_state";
  DROP TYPE "public"."enum_dues_standing";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_status";`)
}
