import type { FlattenedField, PayloadRequest, Where } from 'payload'
import { parseParams } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'

import { CSV_BOM, csvRow } from './csv'
import type { Column, ExportDoc, LabelOf } from './export-columns'

const PAGE_SIZE = 500

type Slug = 'leads' | 'enquiries' | 'ticket-orders' | 'payments'

const refuse = (status: 400, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * GET /api/{leads|enquiries|ticket-orders|payments}/export.csv (and the applications export): every
 * document the list view's filters match (the same `where`, `search` and `sort` query), as a CSV
 * download, read with the signed-in member of staff's own access. Served by the staff routes
 * (src/app/(staff)/api, docs/decisions/039), which check who is asking first.
 */
export async function exportCsv(req: PayloadRequest, slug: Slug, columns: Column[]): Promise<Response> {
  const collection = req.payload.collections[slug].config
  let params: ReturnType<typeof parseParams>
  try {
    params = parseParams({ ...req.query })
  } catch {
    return refuse(400, 'The filter could not be read.')
  }
  const startedAt = new Date()
  const search = typeof req.query.search === 'string' ? req.query.search : ''
  const filtered = mergeListSearchAndWhere({ collectionConfig: collection, search, where: (params.where ?? {}) as Where })
  // Rows received while the export pages through would shift later pages and repeat rows, so the
  // export is what existed when it started, in an order that never ties.
  const where: Where = { and: [filtered, { createdAt: { less_than_equal: startedAt.toISOString() } }] }
  const requested = (params.sort ?? []).filter(Boolean)
  const sort = [...(requested.length > 0 ? requested : [String(collection.defaultSort ?? '-createdAt')]), '-id']

  const fetchPage = (page: number) =>
    req.payload.find({
      collection: slug,
      where,
      sort,
      page,
      limit: PAGE_SIZE,
      depth: 1,
      // Only what the cells show of related documents.
      populate: {
        clubs: { name: true },
        users: { email: true },
        events: { title: true },
        members: { email: true },
        dues: { payerName: true, membershipType: true },
        ...(slug === 'leads' || slug === 'enquiries' ? { [slug]: { name: true } } : {}),
      },
      overrideAccess: false,
      user: req.user,
    })

  // The first page is read before answering, so a bad filter is a 400 rather than a broken download.
  let result = await fetchPage(1)
  const label = labeller(collection.flattenedFields)
  const encoder = new TextEncoder()
  const rows = (docs: unknown[]) => (docs as ExportDoc[]).map((doc) => csvRow(columns.map((c) => c.value(doc, label)))).join('')
  let first = true

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (first) {
          first = false
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(columns.map((c) => c.header)) + rows(result.docs)))
        } else if (result.hasNextPage && result.nextPage) {
          result = await fetchPage(result.nextPage)
          controller.enqueue(encoder.encode(rows(result.docs)))
        }
        if (!result.hasNextPage) controller.close()
      } catch (error) {
        req.payload.logger.error({ err: error, msg: `CSV export of ${slug} failed part way` })
        controller.error(error)
      }
    },
  })

  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${slug}-${londonDate(startedAt)}.csv"`,
      // Personal data: never kept by a browser or proxy cache.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The day in London, which is the team's "today" for the file name. */
export function londonDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

/** Select values as the back office labels them ("tour-booked" is "Tour booked"). */
export function labeller(fields: FlattenedField[]): LabelOf {
  const labels = new Map<string, Map<string, string>>()
  for (const field of fields) {
    if (field.type !== 'select') continue
    labels.set(
      field.name,
      new Map(field.options.map((o) => (typeof o === 'string' ? [o, o] : [o.value, typeof o.label === 'string' ? o.label : o.value]))),
    )
  }
  return (field, value) => (value ? (labels.get(field)?.get(value) ?? value) : '')
}
