import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Editors become content staff: the least they did before. An administrator adds sales where an
// editor worked leads too (docs/decisions/014-staff-roles.md).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  UPDATE "users_roles" SET "value" = 'content' WHERE "value" = 'editor';
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'content', 'sales');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "users" ADD COLUMN "may_erase_personal_data" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DELETE FROM "users_roles" r WHERE "value" = 'sales' AND EXISTS (SELECT 1 FROM "users_roles" o WHERE o."parent_id" = r."parent_id" AND o."value" = 'content');
  UPDATE "users_roles" SET "value" = 'editor' WHERE "value" IN ('content', 'sales');
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "users" DROP COLUMN "may_erase_personal_data";`)
}
