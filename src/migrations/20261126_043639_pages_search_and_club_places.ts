import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "hide_from_search" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hide_from_search" boolean DEFAULT false;
  ALTER TABLE "clubs" ADD COLUMN "latitude" numeric;
  ALTER TABLE "clubs" ADD COLUMN "longitude" numeric;`)
  // The styleguide is for staff, not searchers (issue 17); a seeded one predates the field.
  await db.execute(sql`UPDATE "pages" SET "hide_from_search" = true WHERE "path" = '/styleguide';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "hide_from_search";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hide_from_search";
  ALTER TABLE "clubs" DROP COLUMN "latitude";
  ALTER TABLE "clubs" DROP COLUMN "longitude";`)
}
