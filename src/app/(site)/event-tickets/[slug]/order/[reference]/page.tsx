import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OrderStatus } from '@/features/events/tickets/components/OrderStatus'
import { settleFromCheckout } from '@/features/events/tickets/orders/payments.server'
import { orderByKey, viewOf } from '@/features/events/tickets/orders/read.server'
import { SiteShell } from '@/features/shell/components/SiteShell'
import { getShellData } from '@/features/shell/queries.server'
import { getPayloadClient } from '@/model/payload-client'

type Props = { params: Promise<{ slug: string; reference: string }>; searchParams: Promise<{ key?: string }> }

export const dynamic = 'force-dynamic'
// same-origin: the order's key never leaves in a Referer, and the page's own forms keep their Origin (no-referrer would send "null", which server actions refuse).
export const metadata: Metadata = { title: 'Your tickets', robots: { index: false }, referrer: 'same-origin' }

/**
 * /event-tickets/{slug}/order/{reference}?key=...: where the payment provider returns the buyer,
 * and what the confirmation e-mail links to (docs/decisions/026). The key is the order's own
 * capability; without it the page does not exist.
 */
export default async function OrderPage({ params, searchParams }: Props) {
  const [{ slug, reference }, { key }] = await Promise.all([params, searchParams])
  const payload = await getPayloadClient()
  let order = await orderByKey(payload, reference, key)
  if (!order) notFound()
  // Back from the provider before its webhook: ask it. Unanswered, the page waits and asks again.
  let checkout: Awaited<ReturnType<typeof settleFromCheckout>> = 'unknown'
  if (order.status === 'pending') {
    checkout = await settleFromCheckout(payload, order).catch((error) => {
      console.error(`Could not read the checkout of ${reference}:`, error)
      return 'unknown' as const
    })
    order = (await orderByKey(payload, reference, key)) ?? order
  }
  const shell = await getShellData()
  const view = viewOf(order)
  return (
    <SiteShell shell={shell} path={`/event-tickets/${slug}`}>
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-6 py-12 tab:px-12 xl:py-16">
        <header className="flex flex-col gap-2">
          <p className="text-xs font-semibold uppercase tracking-widest">Tickets</p>
          <h1 className="font-display text-4xl uppercase tracking-wide wrap-anywhere">{view.event.title}</h1>
        </header>
        <OrderStatus order={view} keyToken={key ?? ''} slug={view.event.slug ?? slug} confirming={checkout === 'unknown'} />
      </div>
    </SiteShell>
  )
}
