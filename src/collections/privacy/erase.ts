import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { sqlInTransaction } from '@/lib/db/transaction'

/**
 * Erasing personal data (UK GDPR art. 17) and expiring it after the retention period, in SQL inside
 * the caller's transaction: the records stay, with their status, club, type, dates and counts, so
 * the club's figures still add up; who the person was and what they wrote is gone from the record,
 * its notes, the outbox copies of its e-mails and any submission not yet processed. Each record's
 * audit trail says it was erased, and by whom, without saying what.
 */

export type ErasureCounts = { leads: number; enquiries: number; ticketRequests: number; outbox: number; submissions: number }

const ERASED = '[erased]'
/**
 * An erased e-mail not yet sent is never sent (the outbox relay, docs/decisions/042, would otherwise
 * deliver "[erased]" to nobody), and its sealed body, the one copy of the real message, goes too.
 */
const UNSENT_ERASED = sql.raw(`sealed = NULL, next_attempt_at = NULL, status = CASE WHEN status = 'queued' THEN 'failed' ELSE status END,
  error = CASE WHEN status = 'queued' THEN 'Erased before it was sent.' ELSE error END`)
type Ids = { leads: number[]; enquiries: number[]; ticketRequests: number[] }

/** A Postgres int[] literal as one parameter (drizzle would spread a JS array into a list). */
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`

const idsOf = async (req: PayloadRequest, query: ReturnType<typeof sql>) => (await sqlInTransaction<{ id: number }>(req, query)).map((r) => Number(r.id))

/** Everything held about the person with this e-mail address. */
export async function erasePerson(req: PayloadRequest, email: string, by: string): Promise<ErasureCounts> {
  const address = email.trim().toLowerCase()
  const ids: Ids = {
    leads: await idsOf(req, sql`SELECT id FROM leads WHERE lower(email_address) = ${address} FOR UPDATE`),
    enquiries: await idsOf(req, sql`SELECT id FROM enquiries WHERE lower(email_address) = ${address} OR lower(proposer_email) = ${address} FOR UPDATE`),
    // Ticket requests from before card payment, archived when the collection was retired (docs/decisions/040).
    ticketRequests: await idsOf(req, sql`SELECT id FROM ticket_requests_archive WHERE lower(email) = ${address} FOR UPDATE`),
  }
  // Ticket orders stay as the club's financial records (reference, tickets, amounts, payment ids); the buyer goes.
  const orders = await idsOf(
    req,
    sql`UPDATE ticket_orders SET full_name = 'Erased', email = 'erased-order-' || id || '@erased.invalid', phone = '', message = NULL, member_id = NULL,
          access_hash = NULL, staff_notes = CASE WHEN staff_notes IS NULL THEN NULL ELSE ${ERASED} END, updated_at = now()
        WHERE lower(email) = ${address} OR member_id IN (SELECT id FROM members WHERE email = ${address}) RETURNING id`,
  )
  const counts = await anonymise(req, ids, by, 'Personal data erased on request')
  counts.ticketRequests += orders.length
  // A company's additional member is a person in their own right: their row goes.
  await sqlInTransaction(req, sql`DELETE FROM company_members WHERE lower(email_address) = ${address}`)
  // A member's account goes with its sign-ins and table bookings (a trigger gives the covers of
  // bookings still to come back to their slots), and the photos only the account held.
  const memberPhotos = await idsOf(
    req,
    sql`SELECT p.id FROM profile_pictures p JOIN members m ON m.photo_id = p.id
         WHERE m.email = ${address}
           AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.profile_head_shot_id = p.id AND lower(l.email_address) <> ${address})
           AND NOT EXISTS (SELECT 1 FROM company_members c WHERE c.photo_id = p.id AND lower(c.email_address) <> ${address})`,
  )
  await sqlInTransaction(req, sql`DELETE FROM members WHERE email = ${address}`)
  for (const id of memberPhotos) await req.payload.delete({ collection: 'profile-pictures', id, req, overrideAccess: true })
  // Copies of messages sent to the address, or naming it, that no record points at.
  const outbox = await idsOf(
    req,
    sql`UPDATE outbox SET "to" = 'erased@erased.invalid', reply_to = NULL, subject = ${ERASED}, text = ${ERASED}, html = NULL, ${UNSENT_ERASED}
         WHERE (lower("to") = ${address} OR lower(reply_to) = ${address} OR strpos(lower(text), ${address}) > 0) AND subject <> ${ERASED}
         RETURNING id`,
  )
  // Their attachments (an order's calendar file) go with them.
  await sqlInTransaction(req, sql`DELETE FROM outbox_attachments WHERE _parent_id IN (SELECT id FROM outbox WHERE subject = ${ERASED})`)
  const submissions = await idsOf(
    req,
    sql`UPDATE submissions SET data = '{}'::jsonb, processed_at = now(), last_error = 'Erased before it was processed'
         WHERE processed_at IS NULL AND (lower(data->>'emailAddress') = ${address} OR lower(data->>'proposerEmail') = ${address})
         RETURNING id`,
  )
  return { ...counts, outbox: counts.outbox + outbox.length, submissions: submissions.length }
}

/**
 * Leads and enquiries older than `months` that never became applications or members: anonymised
 * like an erasure, as the retention setting promises (docs/decisions/013).
 */
export async function expireUnconverted(req: PayloadRequest, months: number): Promise<ErasureCounts> {
  const ids: Ids = {
    leads: await idsOf(req, sql`SELECT id FROM leads WHERE status NOT IN ('applied', 'won') AND created_at < now() - make_interval(months => ${months}) AND email_address NOT LIKE '%@erased.invalid' FOR UPDATE`),
    enquiries: await idsOf(req, sql`SELECT id FROM enquiries WHERE status NOT IN ('applied', 'won') AND created_at < now() - make_interval(months => ${months}) AND email_address NOT LIKE '%@erased.invalid' FOR UPDATE`),
    ticketRequests: [],
  }
  const counts = await anonymise(req, ids, 'retention', `Personal data removed after ${months} months (retention setting)`)
  const submissions = await idsOf(
    req,
    sql`UPDATE submissions SET data = '{}'::jsonb WHERE data <> '{}'::jsonb AND received_at < now() - make_interval(months => ${months}) RETURNING id`,
  )
  return { ...counts, submissions: submissions.length }
}

async function anonymise(req: PayloadRequest, ids: Ids, by: string, change: string): Promise<ErasureCounts> {
  const { leads, enquiries, ticketRequests } = ids
  const person = sql`name = 'Erased', title = NULL, first_name = NULL, last_name = NULL, mobile_number = NULL, date_of_birth = NULL,
    company_name = NULL, source_path = NULL, tracking_ga_utm_campaign = NULL, tracking_ga_utm_source = NULL, tracking_ga_utm_medium = NULL,
    tracking_ga_utm_content = NULL, tracking_ga_utm_term = NULL, tracking_ga_client_id = NULL, tracking_referrer_member_id = NULL,
    tracking_referrer_customer_id = NULL`
  if (leads.length) {
    // With the membership application's answers (issue 13): address, profile, photo, mandate reference, continue link.
    await sqlInTransaction(
      req,
      sql`UPDATE leads SET ${person}, email_address = 'erased-lead-' || id || '@erased.invalid', dial_code = NULL, web_site = NULL,
            address_address_line1 = NULL, address_address_line2 = NULL, address_town = NULL, address_county = NULL, address_postcode = NULL,
            profile_gender = NULL, profile_role = NULL, profile_about_member = NULL, profile_head_shot_id = NULL,
            payment_mandate_id = NULL, payment_billing_request_id = NULL, continue_token_hash = NULL, continue_expires_at = NULL,
            review_reason = CASE WHEN review_reason IS NULL THEN NULL ELSE ${ERASED} END
          WHERE id = ANY(${intArray(leads)})`,
    )
    // The continue links added beside the lead's own, and its open Direct Debit page (decision 045).
    await sqlInTransaction(req, sql`DELETE FROM lead_continue_links WHERE lead_id = ANY(${intArray(leads)})`)
    await sqlInTransaction(req, sql`DELETE FROM lead_payment_flows WHERE lead_id = ANY(${intArray(leads)})`)
    await erasePhotos(req, leads)
    await eraseNotesAndRecord(req, 'leads', leads, by, change)
  }
  if (enquiries.length) {
    await sqlInTransaction(
      req,
      sql`UPDATE enquiries SET ${person}, full_name = NULL, proposer_name = NULL, proposer_email = NULL, instagram_account = NULL, message = NULL,
            email_address = 'erased-enquiry-' || id || '@erased.invalid' WHERE id = ANY(${intArray(enquiries)})`,
    )
    await eraseNotesAndRecord(req, 'enquiries', enquiries, by, change)
  }
  if (ticketRequests.length) {
    await sqlInTransaction(
      req,
      sql`UPDATE ticket_requests_archive SET full_name = 'Erased', email = 'erased-ticket-' || id || '@erased.invalid', phone = '', message = NULL,
            staff_notes = CASE WHEN staff_notes IS NULL THEN NULL ELSE ${ERASED} END WHERE id = ANY(${intArray(ticketRequests)})`,
    )
  }
  // The confirmations and team notifications about these records.
  const outbox = await idsOf(
    req,
    sql`UPDATE outbox SET "to" = CASE WHEN "to" LIKE '%@erased.invalid' THEN "to" ELSE 'erased@erased.invalid' END, reply_to = NULL,
               subject = ${ERASED}, text = ${ERASED}, html = NULL, ${UNSENT_ERASED}
         WHERE id IN (SELECT parent_id FROM outbox_rels WHERE leads_id = ANY(${intArray(leads)}) OR enquiries_id = ANY(${intArray(enquiries)})) RETURNING id`,
  )
  return { leads: leads.length, enquiries: enquiries.length, ticketRequests: ticketRequests.length, outbox: outbox.length, submissions: 0 }
}

async function eraseNotesAndRecord(req: PayloadRequest, table: 'leads' | 'enquiries', ids: number[], by: string, change: string) {
  const notes = sql.raw(`${table}_notes`)
  const history = sql.raw(`${table}_history`)
  await sqlInTransaction(req, sql`UPDATE ${notes} SET text = ${ERASED} WHERE _parent_id = ANY(${intArray(ids)})`)
  await sqlInTransaction(
    req,
    sql`INSERT INTO ${history} (_order, _parent_id, id, at, "by", change)
        SELECT coalesce((SELECT max(_order) FROM ${history} h WHERE h._parent_id = p.id), 0) + 1, p.id, md5(random()::text || p.id)::varchar(24), now(), ${by}, ${change}
          FROM unnest(${intArray(ids)}) AS p(id)`,
  )
}

/** The applicants' photos, rows and files (Payload's delete removes the file and its sizes). */
async function erasePhotos(req: PayloadRequest, leads: number[]) {
  const photos = await idsOf(req, sql`SELECT id FROM profile_pictures WHERE lead_id = ANY(${intArray(leads)})`)
  for (const id of photos) await req.payload.delete({ collection: 'profile-pictures', id, req, overrideAccess: true })
}
