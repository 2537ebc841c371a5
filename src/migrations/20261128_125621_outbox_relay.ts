import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "retry_until" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "withheld" boolean DEFAULT false;
  ALTER TABLE "outbox" ADD COLUMN "claim" varchar;
  ALTER TABLE "outbox" ADD COLUMN "sealed" varchar;
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");`)
  // Rows stored redacted before there was a seal (Payload's reset e-mails, src/integrations/email/payload-adapter.ts):
  // their real body is gone, so neither the relay nor "Send again" may send the redacted copy as if it were the e-mail.
  await db.execute(sql`
   UPDATE "outbox" SET "withheld" = true WHERE "text" LIKE '%[link removed: only the recipient has it]%' OR "text" LIKE '%[token removed]%';`)
  // E-mails left queued by a crash before the relay existed (docs/decisions/042): the relay takes them now, for a day.
  await db.execute(sql`
   UPDATE "outbox" SET "next_attempt_at" = now(), "retry_until" = now() + interval '24 hours' WHERE "status" = 'queued';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "outbox_next_attempt_at_idx";
  ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";
  ALTER TABLE "outbox" DROP COLUMN "retry_until";
  ALTER TABLE "outbox" DROP COLUMN "withheld";
  ALTER TABLE "outbox" DROP COLUMN "claim";
  ALTER TABLE "outbox" DROP COLUMN "sealed";`)
}
