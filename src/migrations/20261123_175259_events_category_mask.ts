import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The search counts and filters categories from a bitmask on the event row (docs/decisions/009):
// bit i is EVENT_CATEGORIES[i] as it stood here. Existing events get theirs from the categories table.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "category_mask" numeric;
   UPDATE "events" e SET "category_mask" = coalesce((
     SELECT bit_or(CASE ec."value"::text
       WHEN 'social' THEN 1 WHEN 'food-and-drink' THEN 2 WHEN 'wellness' THEN 4 WHEN 'talks' THEN 8
       WHEN 'business' THEN 16 WHEN 'music' THEN 32 WHEN 'family' THEN 64 WHEN 'sport' THEN 128 ELSE 0 END)
     FROM "events_event_categories" ec WHERE ec."parent_id" = e."id"), 0);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "category_mask";`)
}
