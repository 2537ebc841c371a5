import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_dues_collection_state" ADD VALUE 'ended';
  ALTER TABLE "membership_types" ADD COLUMN "notice_months" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "dues" ADD COLUMN "notice_given_at" timestamp(3) with time zone;
  ALTER TABLE "dues" ADD COLUMN "ends_on" varchar;
  ALTER TABLE "dues" ADD COLUMN "subscription_ended_at" timestamp(3) with time zone;
  ALTER TABLE "dues" ADD COLUMN "ended_at" timestamp(3) with time zone;
  CREATE INDEX "dues_ends_on_idx" ON "dues" USING btree ("ends_on");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DATA TYPE text;
  ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_dues_collection_state";
  CREATE TYPE "public"."enum_dues_collection_state" AS ENUM('queued', 'started', 'no-mandate', 'no-price');
  ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DEFAULT 'queued'::"public"."enum_dues_collection_state";
  ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DATA TYPE "public"."enum_dues_collection_state" USING "collection_state"::"public"."enum_dues_collection_state";
  DROP INDEX "dues_ends_on_idx";
  ALTER TABLE "membership_types" DROP COLUMN "notice_months";
  ALTER TABLE "dues" DROP COLUMN "notice_given_at";
  ALTER TABLE "dues" DROP COLUMN "ends_on";
  ALTER TABLE "dues" DROP COLUMN "subscription_ended_at";
  ALTER TABLE "dues" DROP COLUMN "ended_at";`)
}
