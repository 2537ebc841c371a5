import type { EmailMessage } from '@/integrations/email/port'
import { greetingName } from '@/lib/validation/names'
import { formatPounds } from '@/model/membership-fees'
import { PAYMENT_KIND_LABELS, type PaymentKind } from '@/model/dues'

/** The payer an e-mail goes to. */
export type Payer = { email: string; firstName: string | null; leadId: number | null }
type Settings = { serverUrl: string; SALES_TEAM_EMAIL: string }

const CAUSES: Record<string, string> = {
  insufficient_funds: 'there was not enough money in the account',
  refer_to_payer: 'your bank asked us to contact you',
  bank_account_closed: 'the bank account has been closed',
  mandate_cancelled: 'the Direct Debit instruction was cancelled',
  charged_back: 'your bank took the payment back at your request',
}
const because = (cause: string | null) => (cause && CAUSES[cause] ? `: ${CAUSES[cause]}` : '')

const letter = (payer: Payer, subject: string, body: string[], settings: Settings): EmailMessage => {
  const name = greetingName(payer.firstName)
  return {
    to: payer.email,
    subject,
    text: [name ? `Dear ${name},` : 'Hello,', '', ...body, '', 'Kind regards,', 'The membership team'].join('\n'),
    replyTo: settings.SALES_TEAM_EMAIL,
    ...(payer.leadId ? { about: { relationTo: 'leads' as const, value: payer.leadId } } : {}),
  }
}

/** A first failure (issue 34 §3): what happened, that it is collected again, what to do. */
export function paymentRetryEmail(payer: Payer, payment: { kind: PaymentKind; amount: number; cause: string | null }, settings: Settings): EmailMessage {
  return letter(
    payer,
    'Your Clubhouse payment did not go through',
    [
      `Your Direct Debit payment of ${formatPounds(payment.amount)} (${PAYMENT_KIND_LABELS[payment.kind].toLowerCase()}) could not be collected${because(payment.cause)}.`,
      '',
      'We will collect it again from the same account in a few days. Please make sure the money is there; nothing else needs doing.',
      '',
      `You can see your payments on My membership: ${settings.serverUrl}/my-membership`,
    ],
    settings,
  )
}

/** Arrears (a second failure, a charge-back, or a Direct Debit that has ended): the balance and what to do. */
export function arrearsEmail(payer: Payer, balance: number, reason: string, settings: Settings): EmailMessage {
  return letter(
    payer,
    'Your Clubhouse membership dues are in arrears',
    [
      `${reason[0]!.toUpperCase()}${reason.slice(1)}, so your membership dues are now in arrears${balance > 0 ? `: ${formatPounds(balance)} is owed` : ''}.`,
      '',
      'Until they are settled you cannot book tables online. Please reply to this e-mail or call the club, and we will help you set up a new Direct Debit or pay the balance.',
      '',
      `Your membership and payments: ${settings.serverUrl}/my-membership`,
    ],
    settings,
  )
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })
const longDay = (date: string) => LONG_DAY.format(new Date(`${date.slice(0, 10)}T12:00:00Z`))
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`

/**
 * The advance notice before the first collection (issue 34 §4): what is collected on which day,
 * then the monthly amount each month, from which account-holder's mandate and where to see it.
 */
export function firstCollectionEmail(
  payer: Payer,
  schedule: { plan: string; chargeDate: string; monthly: number; joining: { amount: number; chargeDate: string } | null },
  settings: Settings,
): EmailMessage {
  const dayOfMonth = Number(schedule.chargeDate.slice(8, 10))
  const lines = [
    ...(schedule.joining ? [`- ${longDay(schedule.joining.chargeDate)}: ${formatPounds(schedule.joining.amount)}, the joining fee (once)`] : []),
    `- ${longDay(schedule.chargeDate)}: ${formatPounds(schedule.monthly)}, the first monthly fee`,
    `- then ${formatPounds(schedule.monthly)} on the ${ordinal(dayOfMonth)} of each month (or the next working day)`,
  ]
  return letter(
    payer,
    'Your Clubhouse membership: your first Direct Debit collection',
    [
      `Welcome again. Your ${schedule.plan} membership fees will be collected by Direct Debit as follows:`,
      '',
      ...lines,
      '',
      'Payments are protected by the Direct Debit Guarantee. If anything here looks wrong, reply to this e-mail before the first collection.',
      '',
      `Your membership and payments: ${settings.serverUrl}/my-membership`,
    ],
    settings,
  )
}

/** A company's members changed: its contact is told the new monthly amount (issue 34 §4). */
export function companyAmountEmail(payer: Payer, change: { from: { people: number; amount: number }; to: { people: number; amount: number } }, settings: Settings): EmailMessage {
  const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`
  return letter(
    payer,
    'Your company’s Clubhouse membership: the monthly amount has changed',
    [
      `Your company now has ${members(change.to.people)} (it had ${members(change.from.people)}), so from the next collection your Direct Debit will be ${formatPounds(change.to.amount)} a month instead of ${formatPounds(change.from.amount)}.`,
      '',
      'If this is not what you expected, reply to this e-mail before the next collection.',
      '',
      `Your membership and payments: ${settings.serverUrl}/my-membership`,
    ],
    settings,
  )
}

export const ARREARS_REASONS = {
  failedTwice: 'a payment could not be collected after a second attempt',
  failed: 'a payment could not be collected',
  chargedBack: 'your bank took back a payment we had collected',
  mandateEnded: 'your Direct Debit instruction has ended',
} as const

/** Notice given (issue 34 §4, decision 063): when the membership ends and what is still collected. */
export function noticeEmail(payer: Payer, end: { endsOn: string; lastCollection: string | null; monthly: number; byStaff: boolean }, settings: Settings): EmailMessage {
  return letter(
    payer,
    'Your Clubhouse membership: your notice',
    [
      `${end.byStaff ? 'As agreed with the membership team, your' : 'We have your'} notice to end your membership. It ends on ${longDay(end.endsOn)}, and your account closes then.`,
      '',
      end.lastCollection
        ? `Your Direct Debit continues until then: the last monthly collection of ${formatPounds(end.monthly)} is on ${longDay(end.lastCollection)}, and nothing is collected after it.`
        : 'Nothing more is collected by Direct Debit.',
      '',
      'If you did not mean to give notice, or have changed your mind, reply to this e-mail before then.',
      '',
      `Your membership and payments: ${settings.serverUrl}/my-membership`,
    ],
    settings,
  )
}
