import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A lead's pipeline status gains the application's funnel (docs/decisions/053). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_status" ADD VALUE 'started' BEFORE 'applied';
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'approved' BEFORE 'won';
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'waitlisted' BEFORE 'won';
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'declined' BEFORE 'won';
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'member' BEFORE 'won';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "leads" SET "status" = CASE WHEN "status" = 'member' THEN 'won' ELSE 'applied' END WHERE "status" IN ('started', 'approved', 'waitlisted', 'declined', 'member');
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'tour-booked', 'toured', 'applied', 'won', 'lost');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";`)
}
