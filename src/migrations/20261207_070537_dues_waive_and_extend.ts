import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "dues_staff_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar NOT NULL,
  	"action" varchar NOT NULL,
  	"reason" varchar NOT NULL
  );
  
  ALTER TABLE "dues" ADD COLUMN "grace_until" timestamp(3) with time zone;
  ALTER TABLE "dues_staff_actions" ADD CONSTRAINT "dues_staff_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dues_staff_actions_order_idx" ON "dues_staff_actions" USING btree ("_order");
  CREATE INDEX "dues_staff_actions_parent_id_idx" ON "dues_staff_actions" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "dues_staff_actions" CASCADE;
  ALTER TABLE "dues" DROP COLUMN "grace_until";`)
}
