import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Submissions are acknowledged once stored here, in one small write, and processed afterwards
 * (docs/decisions/012). record_id is the id the lead or enquiry will have, taken from that table's
 * own sequence when the submission arrives. data is cleared once processed: the record holds it.
 * Earlier leads and enquiries are entered as processed, so retries of their keys still replay.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "submissions" (
     "id" bigserial PRIMARY KEY,
     "kind" text NOT NULL CHECK ("kind" IN ('lead', 'enquiry')),
     "idempotency_key" text NOT NULL UNIQUE,
     "request_hash" text NOT NULL,
     "record_id" integer NOT NULL,
     "data" jsonb NOT NULL,
     "received_at" timestamptz NOT NULL DEFAULT now(),
     "processed_at" timestamptz,
     "attempts" integer NOT NULL DEFAULT 0,
     "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
     "last_error" text
   );
   CREATE INDEX "submissions_pending_idx" ON "submissions" ("id") WHERE "processed_at" IS NULL;

   INSERT INTO "submissions" ("kind", "idempotency_key", "request_hash", "record_id", "data", "received_at", "processed_at")
   SELECT 'lead', "idempotency_key", coalesce("request_hash", ''), "id", '{}', "created_at", "created_at" FROM "leads" WHERE "idempotency_key" IS NOT NULL
   ON CONFLICT ("idempotency_key") DO NOTHING;
   INSERT INTO "submissions" ("kind", "idempotency_key", "request_hash", "record_id", "data", "received_at", "processed_at")
   SELECT 'enquiry', "idempotency_key", coalesce("request_hash", ''), "id", '{}', "created_at", "created_at" FROM "enquiries" WHERE "idempotency_key" IS NOT NULL
   ON CONFLICT ("idempotency_key") DO NOTHING;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "submissions";`)
}
