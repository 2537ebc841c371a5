import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A confirmed table booking still to come gives its covers back to its slot when its row is deleted
 * by any path (an administrator's delete, a member's account deleted or erased, which cascades), as a
 * cancellation does (docs/decisions/025). A trigger, so no path can forget it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION "table_bookings_release_covers"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.status = 'confirmed' AND OLD.start_date_time > now() THEN
      UPDATE table_slot_usage SET covers_used = greatest(0, covers_used - OLD.party_size::int)
       WHERE restaurant_id = OLD.restaurant_id AND start_at = OLD.start_date_time;
    END IF;
    RETURN OLD;
  END $$;
  CREATE TRIGGER "table_bookings_release_covers" AFTER DELETE ON "table_bookings" FOR EACH ROW EXECUTE FUNCTION "table_bookings_release_covers"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "table_bookings_release_covers" ON "table_bookings";
  DROP FUNCTION IF EXISTS "table_bookings_release_covers"();`)
}
