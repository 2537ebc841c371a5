import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" ADD COLUMN "role" varchar;
  ALTER TABLE "members" ADD COLUMN "industry" varchar;
  ALTER TABLE "members" ADD COLUMN "company_name" varchar;
  ALTER TABLE "members" ADD COLUMN "directory_listed" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "directory_show_photo" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "directory_show_role" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "directory_show_industry" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "directory_show_company" boolean DEFAULT true;
  ALTER TABLE "members" ADD COLUMN "directory_show_email" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "members" DROP COLUMN "role";
  ALTER TABLE "members" DROP COLUMN "industry";
  ALTER TABLE "members" DROP COLUMN "company_name";
  ALTER TABLE "members" DROP COLUMN "directory_listed";
  ALTER TABLE "members" DROP COLUMN "directory_show_photo";
  ALTER TABLE "members" DROP COLUMN "directory_show_role";
  ALTER TABLE "members" DROP COLUMN "directory_show_industry";
  ALTER TABLE "members" DROP COLUMN "directory_show_company";
  ALTER TABLE "members" DROP COLUMN "directory_show_email";`)
}
