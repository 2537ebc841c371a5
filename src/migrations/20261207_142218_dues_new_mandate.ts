import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dues" ADD COLUMN "new_billing_request_id" varchar;
  ALTER TABLE "dues" ADD COLUMN "new_flow_url" varchar;
  ALTER TABLE "dues" ADD COLUMN "new_flow_at" timestamp(3) with time zone;
  ALTER TABLE "dues" ADD COLUMN "mandate_round" numeric DEFAULT 0;
  ALTER TABLE "dues" ADD COLUMN "replaced_subscription_id" varchar;
  ALTER TABLE "dues" ADD COLUMN "balance_to_collect" numeric;
  ALTER TABLE "dues" ADD COLUMN "balance_payment_id" varchar;
  CREATE INDEX "dues_new_billing_request_id_idx" ON "dues" USING btree ("new_billing_request_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "dues_new_billing_request_id_idx";
  ALTER TABLE "dues" DROP COLUMN "new_billing_request_id";
  ALTER TABLE "dues" DROP COLUMN "new_flow_url";
  ALTER TABLE "dues" DROP COLUMN "new_flow_at";
  ALTER TABLE "dues" DROP COLUMN "mandate_round";
  ALTER TABLE "dues" DROP COLUMN "replaced_subscription_id";
  ALTER TABLE "dues" DROP COLUMN "balance_to_collect";
  ALTER TABLE "dues" DROP COLUMN "balance_payment_id";`)
}
