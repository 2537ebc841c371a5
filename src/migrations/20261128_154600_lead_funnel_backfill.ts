import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The leads whose application moved before their status followed it (docs/decisions/053): a lead
 * still at a sales stage (New, Contacted, Tour booked, Toured) takes its application's stage.
 * Won and Lost were set by staff and stay. A separate migration from the one adding the values:
 * PostgreSQL uses an enum's new value only once the transaction that added it has committed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "leads" SET "status" = (CASE "membership_status"
       WHEN 'Started' THEN 'started' WHEN 'Applied' THEN 'applied' WHEN 'Approved' THEN 'approved'
       WHEN 'Declined' THEN 'declined' WHEN 'Waitlisted' THEN 'waitlisted' END)::"public"."enum_leads_status"
     WHERE "membership_status" IS NOT NULL AND "status" IN ('new', 'contacted', 'tour-booked', 'toured');
  `)
}

/** Nothing to undo: the statuses stay what they were moved to (the previous migration's down maps them back). */
export async function down(_args: MigrateDownArgs): Promise<void> {}
