import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "membership_types" ADD COLUMN "joining_fee" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "membership_types" ADD COLUMN "term_months" numeric DEFAULT 12 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "membership_types" DROP COLUMN "joining_fee";
  ALTER TABLE "membership_types" DROP COLUMN "term_months";`)
}
