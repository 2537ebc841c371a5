import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Direct debit (issue 13).
 * - direct_debit_events: the webhook events already applied, by the provider's event id, so a
 *   replayed or repeated delivery changes nothing (src/features/application).
 * - direct_debit_sandbox_*: the local sandbox's own records, standing in for the provider's when no
 *   GoCardless token is configured (src/integrations/direct-debit/local.ts). They hold no bank
 *   account number: the account holder's name and the number's last two digits, as a provider shows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "direct_debit_events" (
     "id" text PRIMARY KEY,
     "resource_type" text NOT NULL,
     "action" text NOT NULL,
     "event_created_at" timestamptz NOT NULL,
     "applied_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE "direct_debit_sandbox_flows" (
     "id" text PRIMARY KEY,
     "billing_request_id" text NOT NULL UNIQUE,
     "idempotency_key" text NOT NULL UNIQUE,
     "reference" text NOT NULL,
     "payer" jsonb NOT NULL,
     "redirect_uri" text NOT NULL,
     "exit_uri" text NOT NULL,
     "status" text NOT NULL DEFAULT 'pending',
     "mandate_id" text,
     "created_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE "direct_debit_sandbox_mandates" (
     "id" text PRIMARY KEY,
     "status" text NOT NULL,
     "reference" text NOT NULL,
     "account_holder" text NOT NULL,
     "account_number_ending" text NOT NULL,
     "created_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE "direct_debit_sandbox_outbox" (
     "id" text PRIMARY KEY,
     "body" text NOT NULL,
     "created_at" timestamptz NOT NULL DEFAULT now(),
     "delivered_at" timestamptz,
     "attempts" integer NOT NULL DEFAULT 0
   );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "direct_debit_sandbox_outbox";
   DROP TABLE "direct_debit_sandbox_mandates";
   DROP TABLE "direct_debit_sandbox_flows";
   DROP TABLE "direct_debit_events";
  `)
}
