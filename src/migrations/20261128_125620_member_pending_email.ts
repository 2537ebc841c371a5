import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'confirmMemberEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'confirmMemberEmail' BEFORE 'schedulePublish';
  ALTER TABLE "members" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "members" ADD COLUMN "email_change_hash" varchar;
  ALTER TABLE "members" ADD COLUMN "email_change_expires_at" timestamp(3) with time zone;
  CREATE INDEX "members_pending_email_idx" ON "members" USING btree ("pending_email");
  CREATE INDEX "members_email_change_hash_idx" ON "members" USING btree ("email_change_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'expireUnconverted', 'addCompanyMember', 'inviteMember', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'expireUnconverted', 'addCompanyMember', 'inviteMember', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "members_pending_email_idx";
  DROP INDEX "members_email_change_hash_idx";
  ALTER TABLE "members" DROP COLUMN "pending_email";
  ALTER TABLE "members" DROP COLUMN "email_change_hash";
  ALTER TABLE "members" DROP COLUMN "email_change_expires_at";`)
}
