import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * The event search reads counts instead of rows (docs/decisions/009):
 * - events.category_mask: the categories as bits, bit i = EVENT_CATEGORIES[i] as it stood here,
 *   written by the collection's field hook; existing events get theirs from the categories table.
 * - event_search_months: visible events counted per club, type, status and London month, with a
 *   count per category bit, kept by a trigger on events. The search scans only the rest of the
 *   current month and reads the later months from here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "category_mask" numeric;
   UPDATE "events" e SET "category_mask" = coalesce((
     SELECT bit_or(CASE ec."value"::text
       WHEN 'social' THEN 1 WHEN 'food-and-drink' THEN 2 WHEN 'wellness' THEN 4 WHEN 'talks' THEN 8
       WHEN 'business' THEN 16 WHEN 'music' THEN 32 WHEN 'family' THEN 64 WHEN 'sport' THEN 128 ELSE 0 END)
     FROM "events_event_categories" ec WHERE ec."parent_id" = e."id"), 0);

   CREATE TABLE "event_search_months" (
     "club_id" integer NOT NULL,
     "event_type" "enum_events_event_type" NOT NULL,
     "event_status" "enum_events_event_status" NOT NULL,
     "month" timestamp NOT NULL,
     "n" integer NOT NULL,
     "cats" integer[] NOT NULL,
     PRIMARY KEY ("month", "club_id", "event_type", "event_status")
   );

   -- One event's weight (+1 or -1) in its cell; cats[i] counts category bit i - 1 (room for 32).
   CREATE FUNCTION "event_search_months_apply"(r "events", weight integer) RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     IF r."visible" IS NOT TRUE THEN RETURN; END IF;
     INSERT INTO "event_search_months" AS s ("club_id", "event_type", "event_status", "month", "n", "cats")
     VALUES (r."club_id", r."event_type", r."event_status", date_trunc('month', r."starts_at" AT TIME ZONE 'Europe/London'), weight,
       ARRAY(SELECT weight * ((coalesce(r."category_mask", 0)::bigint >> b) & 1)::integer FROM generate_series(0, 31) b ORDER BY b))
     ON CONFLICT ("month", "club_id", "event_type", "event_status") DO UPDATE
       SET "n" = s."n" + EXCLUDED."n",
           "cats" = ARRAY(SELECT x + y FROM unnest(s."cats", EXCLUDED."cats") WITH ORDINALITY u(x, y, i) ORDER BY i);
   END $$;

   CREATE FUNCTION "event_search_months_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "event_search_months_apply"(OLD, -1); END IF;
     IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM "event_search_months_apply"(NEW, 1); END IF;
     RETURN NULL;
   END $$;

   -- Recounts every cell from the events: after a bulk load with the trigger off, or to repair.
   CREATE FUNCTION "event_search_months_rebuild"() RETURNS void LANGUAGE sql AS $$
     DELETE FROM "event_search_months";
     WITH per_mask AS (
       SELECT "club_id", "event_type", "event_status", date_trunc('month', "starts_at" AT TIME ZONE 'Europe/London') AS "month",
         coalesce("category_mask", 0)::bigint AS mask, count(*)::int AS n
       FROM "events" WHERE "visible" GROUP BY 1, 2, 3, 4, 5
     ), per_bit AS (
       SELECT "club_id", "event_type", "event_status", "month", b, sum(n * ((mask >> b) & 1))::int AS c
       FROM per_mask, generate_series(0, 31) b GROUP BY 1, 2, 3, 4, 5
     ), bits AS (
       SELECT "club_id", "event_type", "event_status", "month", array_agg(c ORDER BY b) AS "cats" FROM per_bit GROUP BY 1, 2, 3, 4
     )
     INSERT INTO "event_search_months" ("club_id", "event_type", "event_status", "month", "n", "cats")
     SELECT k."club_id", k."event_type", k."event_status", k."month", k.n, bits."cats"
     FROM (SELECT "club_id", "event_type", "event_status", "month", sum(n)::int AS n FROM per_mask GROUP BY 1, 2, 3, 4) k
     JOIN bits USING ("club_id", "event_type", "event_status", "month");
   $$;

   CREATE FUNCTION "event_search_months_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     DELETE FROM "event_search_months";
     RETURN NULL;
   END $$;

   CREATE TRIGGER "events_search_months" AFTER INSERT OR UPDATE OR DELETE ON "events"
     FOR EACH ROW EXECUTE FUNCTION "event_search_months_sync"();
   CREATE TRIGGER "events_search_months_truncate" AFTER TRUNCATE ON "events"
     FOR EACH STATEMENT EXECUTE FUNCTION "event_search_months_clear"();
   SELECT "event_search_months_rebuild"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER "events_search_months_truncate" ON "events";
   DROP TRIGGER "events_search_months" ON "events";
   DROP FUNCTION "event_search_months_clear"();
   DROP FUNCTION "event_search_months_rebuild"();
   DROP FUNCTION "event_search_months_sync"();
   DROP FUNCTION "event_search_months_apply"("events", integer);
   DROP TABLE "event_search_months";
   ALTER TABLE "events" DROP COLUMN "category_mask";`)
}
