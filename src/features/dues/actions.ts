'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { getDirectDebitPort } from '@/integrations/direct-debit/port'
import { clientIp } from '@/lib/http/client-ip'
import { isClientKey } from '@/lib/submissions/keys'
import { currentMember } from '@/model/member-identity'
import { getPayloadClient } from '@/model/payload-client'

import { startNewMandate } from './new-mandate.server'
import { giveNotice } from './notice.server'
import { NEW_MANDATE_NOTICE_BY_STATUS, NOTICE_NOTICE_BY_STATUS } from './page-notices'

/**
 * "Set up a new Direct Debit" on My membership (docs/decisions/062), with or without JavaScript:
 * to the provider's page, or back to My membership saying why not.
 */
export async function startNewMandateAction(_state: null, formData: FormData): Promise<null> {
  const member = await currentMember()
  if (!member) redirect('/login?next=/my-membership')
  const key = String(formData.get('attempt') ?? '')
  const payload = await getPayloadClient()
  const done = await startNewMandate(payload, getDirectDebitPort(getPayloadClient), member, isClientKey(key) ? key : randomUUID(), clientIp(await headers()))
  if (done.ok) redirect(done.redirectUrl)
  redirect(`/my-membership?mandate=${NEW_MANDATE_NOTICE_BY_STATUS[done.status]}`)
}

/** "Give notice" on My membership (docs/decisions/063): asks the member to tick that they mean it. */
export async function giveNoticeAction(_state: null, formData: FormData): Promise<null> {
  const member = await currentMember()
  if (!member) redirect('/login?next=/my-membership')
  if (formData.get('confirm') !== 'yes') redirect('/my-membership?notice=confirm#ending')
  const done = await giveNotice(await getPayloadClient(), { memberId: member.id }, 'member', null)
  redirect(`/my-membership?notice=${done.ok ? 'given' : NOTICE_NOTICE_BY_STATUS[done.status]}`)
}
