'use server'

import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/model/payload-client'

import { cancelOrder } from './payments.server'
import { orderByKey } from './read.server'

/** The buyer gives up on paying: their order is cancelled at once and the seats go back on sale. */
export async function cancelMyOrder(formData: FormData): Promise<void> {
  const reference = String(formData.get('reference') ?? '')
  const key = String(formData.get('key') ?? '')
  const payload = await getPayloadClient()
  const order = await orderByKey(payload, reference, key)
  if (order?.status === 'pending') await cancelOrder(payload, order.id, 'abandoned')
  const slug = order && typeof order.event === 'object' ? order.event.slug : ''
  redirect(order ? `/event-tickets/${encodeURIComponent(slug ?? '')}/order/${encodeURIComponent(reference)}?key=${encodeURIComponent(key)}` : '/')
}
