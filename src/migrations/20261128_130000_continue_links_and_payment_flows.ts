import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue 32 §4 (docs/decisions/045), two tables the application's code reads with SQL, outside
 * Payload's collections:
 * - `lead_continue_links`: continue links added beside a lead's own (a start again with an address
 *   whose application is open), so a stranger's start never ends the owner's link.
 * - `lead_payment_flows`: the Direct Debit setup page last opened for a lead, reused while it is
 *   open instead of asking the provider for another.
 * Both go with their lead (ON DELETE CASCADE); an erasure deletes their rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_continue_links" (
     "token_hash" text PRIMARY KEY,
     "lead_id" integer NOT NULL REFERENCES "leads"("id") ON DELETE CASCADE,
     "expires_at" timestamptz NOT NULL,
     "created_at" timestamptz NOT NULL DEFAULT now()
   );
   CREATE INDEX "lead_continue_links_lead_idx" ON "lead_continue_links" ("lead_id");
   CREATE TABLE "lead_payment_flows" (
     "lead_id" integer PRIMARY KEY REFERENCES "leads"("id") ON DELETE CASCADE,
     "flow_id" text NOT NULL,
     "redirect_url" text NOT NULL,
     "billing_request_id" text NOT NULL,
     "created_at" timestamptz NOT NULL DEFAULT now()
   );
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "lead_payment_flows"; DROP TABLE "lead_continue_links";`)
}
