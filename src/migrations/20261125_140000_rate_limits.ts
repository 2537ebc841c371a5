import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Rate-limit counters, shared by every app instance (src/lib/http/rate-limit.ts). Unlogged: a
 * crash of the database server empties it, which only forgives, and each hit costs no WAL write.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE UNLOGGED TABLE "rate_limits" (
     "key" text PRIMARY KEY,
     "hits" integer NOT NULL,
     "reset_at" timestamptz NOT NULL,
     "last_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" ("reset_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "rate_limits";`)
}
