import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "application_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reminder_after_days" numeric DEFAULT 7 NOT NULL,
  	"approved_subject" varchar NOT NULL,
  	"approved_body" varchar NOT NULL,
  	"declined_subject" varchar NOT NULL,
  	"declined_body" varchar NOT NULL,
  	"waitlisted_subject" varchar NOT NULL,
  	"waitlisted_body" varchar NOT NULL,
  	"reminder_subject" varchar NOT NULL,
  	"reminder_body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "application_settings" CASCADE;`)
}
