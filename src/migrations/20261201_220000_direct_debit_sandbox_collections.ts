import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Membership dues (issue 34): the local direct-debit sandbox collects payments too, as GoCardless
 * does, on a clock the tests move (src/integrations/direct-debit/local-collections.ts).
 * - direct_debit_sandbox_payments: one-off payments and those its subscriptions make, each moving
 *   pending_submission -> submitted -> confirmed -> paid_out, or failed, on its charge date.
 * - direct_debit_sandbox_subscriptions: monthly collections on a mandate.
 * - direct_debit_sandbox_clock: the sandbox's today (never behind the real one).
 * - direct_debit_sandbox_mandates.payments_fail: set up from the sandbox's "payments fail" account,
 *   an active mandate whose every collection fails for insufficient funds.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "direct_debit_sandbox_mandates" ADD COLUMN "payments_fail" boolean NOT NULL DEFAULT false;
   CREATE TABLE "direct_debit_sandbox_subscriptions" (
     "id" text PRIMARY KEY,
     "idempotency_key" text NOT NULL UNIQUE,
     "mandate_id" text NOT NULL,
     "amount" integer NOT NULL CHECK ("amount" > 0),
     "name" text NOT NULL,
     "reference" text NOT NULL,
     "day_of_month" integer NOT NULL,
     "next_charge_date" date NOT NULL,
     "status" text NOT NULL DEFAULT 'active',
     "created_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE "direct_debit_sandbox_payments" (
     "id" text PRIMARY KEY,
     "idempotency_key" text NOT NULL UNIQUE,
     "mandate_id" text NOT NULL,
     "subscription_id" text REFERENCES "direct_debit_sandbox_subscriptions" ("id"),
     "amount" integer NOT NULL CHECK ("amount" > 0),
     "description" text NOT NULL,
     "reference" text NOT NULL,
     "charge_date" date NOT NULL,
     "status" text NOT NULL DEFAULT 'pending_submission',
     "failure_cause" text,
     "created_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX "direct_debit_sandbox_payments_status_idx" ON "direct_debit_sandbox_payments" ("status", "charge_date");
   CREATE TABLE "direct_debit_sandbox_clock" (
     "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
     "today" date NOT NULL
   );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "direct_debit_sandbox_clock";
   DROP TABLE "direct_debit_sandbox_payments";
   DROP TABLE "direct_debit_sandbox_subscriptions";
   ALTER TABLE "direct_debit_sandbox_mandates" DROP COLUMN "payments_fail";
  `)
}
