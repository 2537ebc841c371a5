/**
 * Replays issue 32 §2's fair-use probe against a running site (decision 043):
 *
 *   npx tsx scripts/probes/fair-use.ts http://localhost:3000 [member e-mail] [password] [event slug]
 *
 * 1. Booking sweep: the seeded member (member@clubhouse.london / clubhouse-local-member, see the
 *    README) books every free slot of one day, every restaurant, as fast as the site answers.
 * 2. Seat hoarding: six unpaid orders of 4 seats (or the most an order allows) for one event,
 *    from one address with six different e-mail addresses (the first event on sale, or the slug given).
 *
 * It prints how many were made and refused, by reason. It makes real bookings and holds on that
 * site: run it against a local or staging instance, never production. The site sees this
 * machine's address; behind a proxy, X-Forwarded-For is sent for launchers that trust one hop.
 */
const [base = '', email = 'member@clubhouse.london', password = 'clubhouse-local-member', slugArg] = process.argv.slice(2)
if (!/^https?:\/\//.test(base)) {
  console.error('Usage: npx tsx scripts/probes/fair-use.ts <site URL> [member e-mail] [password] [event slug]')
  process.exit(2)
}
const site = base.replace(/\/$/, '')
const PROBE_ADDRESS = '203.0.113.77'

type Slot = { productGroupId: number; productGroupName: string; startDateTime: string; isAvailable: boolean }

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
  const res = await fetch(`${site}${path}`, { ...init, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': PROBE_ADDRESS, ...init.headers } })
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: kept as text.
  }
  return { status: res.status, body, headers: res.headers }
}

const messageOf = (body: unknown) => (typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : String(body).slice(0, 120))

function tally(into: Map<string, number>, key: string) {
  into.set(key, (into.get(key) ?? 0) + 1)
}

function print(title: string, made: number, refused: Map<string, number>, unit: string) {
  console.log(`\n${title}`)
  console.log(`  made: ${made} ${unit}`)
  const total = [...refused.values()].reduce((a, b) => a + b, 0)
  console.log(`  refused: ${total}`)
  for (const [reason, n] of [...refused.entries()].sort((a, b) => b[1] - a[1])) console.log(`    ${n} x ${reason}`)
}

const londonDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000))

async function sweepTables(): Promise<void> {
  const signIn = await call('/v1/api/Auth/token', { method: 'POST', body: JSON.stringify({ userName: email, password }) })
  if (signIn.status !== 200) {
    console.log(`Booking sweep: sign-in as ${email} answered ${signIn.status} (${messageOf(signIn.body)}); skipped.`)
    return
  }
  const token = (signIn.body as { accessToken: string }).accessToken
  // A day a week ahead with the most free slots.
  let day = ''
  let free: Slot[] = []
  for (let d = 7; d < 14; d++) {
    const slots = (await call(`/v1/api/tables/availability?date=${londonDay(d)}&partySize=2`)).body as Slot[]
    const open = Array.isArray(slots) ? slots.filter((s) => s.isAvailable) : []
    if (open.length > free.length) [day, free] = [londonDay(d), open]
  }
  if (!free.length) {
    console.log('Booking sweep: no free slots in the week after next; skipped.')
    return
  }
  const started = Date.now()
  const refused = new Map<string, number>()
  let made = 0
  let covers = 0
  const replies = await Promise.all(
    free.map((slot, i) =>
      call('/v1/api/tables/book', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `fair-use-probe-${Date.now()}-${i}` },
        body: JSON.stringify({ startDateTime: slot.startDateTime, requiredCapacity: 6, productGroupId: slot.productGroupId, notes: 'Fair-use probe' }),
      }),
    ),
  )
  for (const r of replies) {
    if (r.status === 201) {
      made++
      covers += 6
    } else tally(refused, `${r.status} ${messageOf(r.body)}${r.headers.get('retry-after') ? ` (Retry-After ${r.headers.get('retry-after')})` : ''}`)
  }
  print(`Booking sweep: ${free.length} free slots on ${day}, all at once, in ${((Date.now() - started) / 1000).toFixed(1)} s`, made, refused, `bookings (${covers} covers)`)
}

async function hoardSeats(): Promise<void> {
  let slug = slugArg
  if (!slug) {
    // Like the probe's supper club: an event on sale whose seats are limited, else any on sale.
    const found = (await call('/v1/api/events/search?limit=50')).body as { results?: { slug: string }[] }
    let anyOnSale: string | undefined
    for (const e of found.results ?? []) {
      const a = (await call(`/v1/api/events/${e.slug}/availability`)).body as { event?: { closed: string | null }; items?: { left: number | null; soldOut: boolean }[] }
      if (!a.event || a.event.closed || !a.items?.length) continue
      anyOnSale ??= e.slug
      if (a.items.some((i) => i.left !== null && !i.soldOut)) {
        slug = e.slug
        break
      }
    }
    slug ??= anyOnSale
  }
  const before = (await call(`/v1/api/events/${slug}/availability`)).body as { items: { index: number; title: string; left: number | null; min: number; max: number; soldOut: boolean }[] }
  const item = before.items.find((i) => !i.soldOut && i.left !== null) ?? before.items.find((i) => !i.soldOut)
  if (!item) {
    console.log(`\nSeat hoarding: ${slug} has nothing left to hold.`)
    return
  }
  const quantity = Math.max(item.min, Math.min(4, item.max))
  const refused = new Map<string, number>()
  let held = 0
  const stamp = Date.now()
  // One after another, as the probe did: six orders from one address, six e-mail addresses.
  for (let i = 0; i < 6; i++) {
    const r = await call(`/v1/api/events/${slug}/orders`, {
      method: 'POST',
      headers: { 'Idempotency-Key': `fair-use-hoard-${stamp}-${i}` },
      body: JSON.stringify({ fullName: `Hoarder ${i}`, email: `hoarder-${stamp}-${i}@example.com`, phone: '+44 20 7123 4567', items: [{ index: item.index, quantity }] }),
    })
    if (r.status === 201) held += quantity
    else tally(refused, `${r.status} ${messageOf(r.body)}`)
  }
  const after = (await call(`/v1/api/events/${slug}/availability`)).body as { items: { index: number; left: number | null }[] }
  const left = (items: { index: number; left: number | null }[]) => items.find((i) => i.index === item.index)?.left ?? 'no limit'
  print(`Seat hoarding: ${slug}, "${item.title}", 6 unpaid orders of ${quantity} from one address (left before ${left(before.items)}, after ${left(after.items)})`, held, refused, 'seats held')
}

await sweepTables()
await hoardSeats()
export {}
