import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_settings" ADD COLUMN "last_few_at_most" numeric DEFAULT 10 NOT NULL;
  ALTER TABLE "ticket_settings" ADD COLUMN "last_few_percent" numeric DEFAULT 10 NOT NULL;`)
  // Every stored status restated from stock with the default rule, as src/model/event-stock.ts
  // states it (docs/decisions/048): labels staff chose no longer show.
  await db.execute(sql`
   WITH items AS (
     SELECT t._parent_id AS event_id, t.quantity_available AS cap,
       greatest(0, floor(t.quantity_available) - coalesce(s.taken, 0)) AS left_seats,
       (coalesce(t.sold_out, false) OR (t.quantity_available IS NOT NULL
         AND greatest(0, floor(t.quantity_available) - coalesce(s.taken, 0)) < greatest(1, floor(coalesce(t.item_minimum_purchase, 1))))) AS closed
     FROM events_tickets t LEFT JOIN ticket_stock s ON s.event_id = t._parent_id AND s.item_id = t.id
   ),
   per_event AS (
     SELECT event_id,
       count(*) FILTER (WHERE NOT closed) AS open_items,
       bool_or(NOT closed AND cap IS NULL) AS unlimited,
       sum(left_seats) FILTER (WHERE NOT closed) AS left_seats,
       sum(floor(cap)) FILTER (WHERE NOT closed) AS seats
     FROM items GROUP BY event_id
   ),
   stated AS (
     SELECT e.id, (CASE
       WHEN p.event_id IS NULL THEN 'on-sale'
       WHEN p.open_items = 0 THEN 'sold-out'
       WHEN p.unlimited THEN 'on-sale'
       WHEN p.left_seats <= 10 OR p.left_seats * 100 <= 10 * p.seats THEN 'last-few-tickets'
       ELSE 'on-sale' END)::enum_events_event_status AS status
     FROM events e LEFT JOIN per_event p ON p.event_id = e.id
   )
   UPDATE events SET event_status = stated.status FROM stated WHERE stated.id = events.id AND events.event_status IS DISTINCT FROM stated.status;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_settings" DROP COLUMN "last_few_at_most";
  ALTER TABLE "ticket_settings" DROP COLUMN "last_few_percent";`)
}
