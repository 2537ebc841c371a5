import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "limit_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"emails_per_recipient_per_day" numeric DEFAULT 3 NOT NULL,
  	"direct_debit_setups_per_lead_per_hour" numeric DEFAULT 10 NOT NULL,
  	"direct_debit_setups_per_address_per_hour" numeric DEFAULT 30 NOT NULL,
  	"photo_uploads_per_lead" numeric DEFAULT 1 NOT NULL,
  	"photo_uploads_per_process" numeric DEFAULT 4 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "limit_settings" CASCADE;`)
}
