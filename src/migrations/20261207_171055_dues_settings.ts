import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dues_settings_arrears_hold_back" AS ENUM('tables', 'member-tickets');
  CREATE TABLE "dues_settings_arrears_hold_back" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dues_settings_arrears_hold_back",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dues_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"retry_failed_payments" boolean DEFAULT true,
  	"max_extension_days" numeric DEFAULT 90 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "dues_settings_arrears_hold_back" ADD CONSTRAINT "dues_settings_arrears_hold_back_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dues_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dues_settings_arrears_hold_back_order_idx" ON "dues_settings_arrears_hold_back" USING btree ("order");
  CREATE INDEX "dues_settings_arrears_hold_back_parent_idx" ON "dues_settings_arrears_hold_back" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "dues_settings_arrears_hold_back" CASCADE;
  DROP TABLE "dues_settings" CASCADE;
  DROP TYPE "public"."enum_dues_settings_arrears_hold_back";`)
}
