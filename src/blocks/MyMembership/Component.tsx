import { randomUUID } from 'node:crypto'

import Link from 'next/link'

import { giveNoticeAction, startNewMandateAction } from '@/features/dues/actions'
import { PostForm } from '@/features/dues/components/PostForm.client'
import { pageNotice } from '@/features/dues/page-notices'

import { memberDues, memberPayments } from '@/features/dues/member.server'
import { currentMember } from '@/model/member-identity'
import { formatPounds, termText } from '@/model/membership-fees'
import { getPayloadClient } from '@/model/payload-client'
import type { MyMembershipBlock } from '@/payload-types'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MyMembershipBlock, 'blockType'>> & BlockContext

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })
/** In the payments table: short enough that four columns fit a phone without scrolling sideways. */
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' })
/** A 'YYYY-MM-DD' charge date, read as that day (noon UTC is the same day in London). */
const day = (date: string, format = DAY) => format.format(new Date(`${date.slice(0, 10)}T12:00:00Z`))

/**
 * My membership (issue 34 §4, decision 061): the plan and what it costs, the next collection, the
 * member's standing (in arrears: how much and since when, and who to call) and each Direct Debit
 * collection with its state. A company's members see their plan and that their company pays.
 */
export default async function MyMembershipComponent({ title, helpText, signedOutText, isFirst, searchParams }: Props) {
  const Heading = isFirst ? 'h1' : 'h2'
  const member = await currentMember()
  const help = helpText || 'Questions about your membership or a payment? Call the membership team.'
  const body = await (async () => {
    if (!member) {
      return (
        <p>
          {signedOutText || 'Please log in to see your membership.'}{' '}
          <Link href="/login?next=/my-membership" className="underline underline-offset-4">
            Log in
          </Link>
        </p>
      )
    }
    const payload = await getPayloadClient()
    const [dues, payments] = await Promise.all([memberDues(payload, member.id), memberPayments(payload, member.id)])
    if (!dues) return <p>Your membership dues are not kept on this account yet. {help}</p>
    const company = dues.paidBy === 'company'
    const notice = pageNotice(searchParams)
    // The balance already being collected on a new mandate: nothing more for the member to do.
    const settling = payments?.find((p) => p.kind === 'balance' && (p.status === 'pending_submission' || p.status === 'submitted'))
    return (
      <>
        {notice ? (
          <p role={notice.tone === 'error' ? 'alert' : 'status'} className={`border-l-4 p-4 ${notice.tone === 'error' ? 'border-red-700 bg-red-50 text-red-900' : notice.tone === 'done' ? 'border-green-700 bg-green-50 text-green-950' : 'border-black/40 bg-black/5'}`}>
            {notice.text}
          </p>
        ) : null}
        {dues.standing === 'arrears' ? (
          <div role="alert" className="flex flex-col gap-3 border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
            <div>
              <p className="font-semibold">Your membership is in arrears{dues.balance > 0 ? `: ${formatPounds(dues.balance)} is owed` : ''}.</p>
              <p className="mt-1 text-sm">
                {dues.arrearsSince ? `Since ${DAY.format(new Date(dues.arrearsSince))}. ` : ''}
                Until it is settled you cannot book tables or buy members’ tickets. {help}
              </p>
            </div>
            {company ? null : settling ? (
              <p className="text-sm">
                {formatPounds(settling.amount)} is being collected by Direct Debit on {day(settling.chargeDate)}. Once it is, your membership is in good standing again.
              </p>
            ) : (
              <PostForm action={startNewMandateAction} className="flex flex-col items-start gap-2">
                <input type="hidden" name="attempt" value={randomUUID()} />
                <p className="text-sm">
                  Set up a new Direct Debit with your bank (it takes a couple of minutes): {dues.balance > 0 ? `the ${formatPounds(dues.balance)} owed is collected on it, then` : 'then'} your monthly fee on your usual day.
                </p>
                <button type="submit" className="bg-black px-5 py-3 text-sm font-semibold uppercase tracking-wide text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black">
                  Set up a new Direct Debit
                </button>
              </PostForm>
            )}
          </div>
        ) : dues.standing === 'retrying' ? (
          <p role="status" className="border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
            A payment did not go through. We will collect it again from your bank account in a few days; nothing else needs doing if the money is there.
          </p>
        ) : dues.collectionStopped && !company ? (
          <p role="status" className="border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
            Your monthly Direct Debit has stopped, so nothing is being collected. Set up a new one under Your bank account below to keep your membership going.
          </p>
        ) : null}
        <dl className="grid grid-cols-1 gap-x-8 gap-y-3 border border-black/20 p-5 tab:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Plan</dt>
          <dd>
            {dues.plan} membership{company ? ', paid by your company' : ''}
          </dd>
          {!company ? (
            <>
              <dt className="font-semibold">Monthly fee</dt>
              <dd>
                {formatPounds(dues.monthlyAmount)} a month{dues.people > 1 ? ` for ${dues.people} members` : ''}
              </dd>
              <dt className="font-semibold">Joining fee</dt>
              <dd>{dues.joiningAmount > 0 ? `${formatPounds(dues.joiningAmount)}, once, with the first month` : 'None'}</dd>
              <dt className="font-semibold">Minimum term</dt>
              <dd>{termText(dues.termMonths)}, then month to month</dd>
              <dt className="font-semibold">Next collection</dt>
              <dd>
                {dues.nextCollection
                  ? `${day(dues.nextCollection)}, by Direct Debit`
                  : dues.standing === 'arrears'
                    ? 'None planned until your dues are settled.'
                    : dues.collectionStopped
                      ? 'None: your Direct Debit has stopped. Set up a new one below.'
                    : 'We will write to you before the first collection.'}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Standing</dt>
          <dd>{dues.standingText}</dd>
          {dues.endsOn ? (
            <>
              <dt className="font-semibold">Membership ends</dt>
              <dd>{day(dues.endsOn)} (notice given)</dd>
            </>
          ) : null}
        </dl>
        {!company ? (
          <section aria-labelledby="my-payments" className="flex flex-col gap-3">
            <h2 id="my-payments" className="font-display text-2xl uppercase tracking-wide">
              Payments
            </h2>
            {payments?.length ? (
              <div>
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-black/30">
                      <th scope="col" className="py-2 pr-3">Date</th>
                      <th scope="col" className="py-2 pr-3">For</th>
                      <th scope="col" className="py-2 pr-3 text-right">Amount</th>
                      <th scope="col" className="py-2">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {payments.map((p) => (
                      <tr key={p.id} className="border-b border-black/10">
                        <td className="py-2 pr-3 whitespace-nowrap">{day(p.chargeDate, SHORT_DAY)}</td>
                        <td className="py-2 pr-3">{p.kindText}</td>
                        <td className="py-2 pr-3 text-right">{formatPounds(p.amount)}</td>
                        <td className="py-2">{p.statusText}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>No payments yet: the first is collected on the date above.</p>
            )}
          </section>
        ) : null}
        {!company && dues.standing !== 'arrears' ? (
          <section aria-labelledby="bank-heading" className="flex flex-col gap-3 border-t border-black/20 pt-6">
            <h2 id="bank-heading" className="font-display text-2xl uppercase tracking-wide">
              Your bank account
            </h2>
            <PostForm action={startNewMandateAction} className="flex flex-col items-start gap-3">
              <input type="hidden" name="attempt" value={randomUUID()} />
              <p className="text-sm">
                {dues.collectionStopped
                  ? 'Set up a new Direct Debit with your bank: your monthly fee is collected on it from your usual day.'
                  : 'To pay from another account, set up a new Direct Debit with your bank: your monthly fee moves to it from your usual day.'}
              </p>
              <button type="submit" className="border border-black px-5 py-3 text-sm font-semibold uppercase tracking-wide focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black">
                {dues.collectionStopped ? 'Set up a new Direct Debit' : 'Change bank account'}
              </button>
            </PostForm>
          </section>
        ) : null}
        {!company && !dues.endsOn ? (
          <section id="ending" aria-labelledby="ending-heading" className="flex flex-col gap-3 border-t border-black/20 pt-6">
            <h2 id="ending-heading" className="font-display text-2xl uppercase tracking-wide">
              Ending your membership
            </h2>
            <p className="text-sm">
              You can give notice at any time. Your membership then ends after the notice period, not before the end of your minimum term, on the day before a collection day, so every month you pay for is a whole month. We e-mail you the day, and your Direct Debit continues until then.
            </p>
            <PostForm action={giveNoticeAction} className="flex flex-col items-start gap-3">
              <label className="flex items-start gap-3 text-sm">
                <input type="checkbox" name="confirm" value="yes" required className="mt-0.5 size-5 accent-black" />
                <span>I want to end my membership.</span>
              </label>
              <button type="submit" className="border border-black px-5 py-3 text-sm font-semibold uppercase tracking-wide focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-black">
                Give notice
              </button>
            </PostForm>
          </section>
        ) : null}
        <p className="text-sm">{help}</p>
      </>
    )
  })()
  return (
    <section className="px-6 py-16 tab:px-12 xl:py-24">
      <div className="mx-auto flex max-w-3xl flex-col gap-6">
        <Heading className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title || 'My membership'}</Heading>
        {body}
      </div>
    </section>
  )
}
