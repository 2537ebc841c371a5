import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_settings" ADD COLUMN "last_few_at_most" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "ticket_settings" ADD COLUMN "last_few_percent" numeric DEFAULT 10 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_settings" DROP COLUMN "last_few_at_most";
  ALTER TABLE "ticket_settings" DROP COLUMN "last_few_percent";`)
}
