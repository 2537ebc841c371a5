import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_orders" ADD COLUMN "request_hash" varchar;`)

  // Hand-written (docs/decisions/026): an order deleted while it holds seats (an administrator's
  // delete, one or many) gives them back, as a cancellation would; ticket_stock never counts
  // seats no order holds.
  await db.execute(sql`
  CREATE FUNCTION ticket_order_release_seats() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.seats_held THEN
      UPDATE ticket_stock s SET taken = greatest(0, s.taken - i.quantity)
      FROM (SELECT item_id, sum(quantity)::int AS quantity FROM ticket_orders_items WHERE _parent_id = OLD.id GROUP BY item_id) i
      WHERE s.event_id = OLD.event_id AND s.item_id = i.item_id;
    END IF;
    RETURN OLD;
  END $$;
  CREATE TRIGGER ticket_order_release_seats BEFORE DELETE ON ticket_orders FOR EACH ROW EXECUTE FUNCTION ticket_order_release_seats();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER ticket_order_release_seats ON ticket_orders;
   DROP FUNCTION ticket_order_release_seats();
   ALTER TABLE "ticket_orders" DROP COLUMN "request_hash";`)
}
