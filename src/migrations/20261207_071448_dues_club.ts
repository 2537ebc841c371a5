import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dues" ADD COLUMN "club_id" integer;
  ALTER TABLE "dues" ADD CONSTRAINT "dues_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "dues_membership_type_idx" ON "dues" USING btree ("membership_type");
  CREATE INDEX "dues_club_idx" ON "dues" USING btree ("club_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dues" DROP CONSTRAINT "dues_club_id_clubs_id_fk";
  
  DROP INDEX "dues_membership_type_idx";
  DROP INDEX "dues_club_idx";
  ALTER TABLE "dues" DROP COLUMN "club_id";`)
}
