import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_dues_collection_state" ADD VALUE 'stopped' BEFORE 'ended';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DATA TYPE text;
  ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_dues_collection_state";
  CREATE TYPE "public"."enum_dues_collection_state" AS ENUM('queued', 'started', 'no-mandate', 'no-price', 'ended');
  ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DEFAULT 'queued'::"public"."enum_dues_collection_state";
  ALTER TABLE "dues" ALTER COLUMN "collection_state" SET DATA TYPE "public"."enum_dues_collection_state" USING "collection_state"::"public"."enum_dues_collection_state";`)
}
