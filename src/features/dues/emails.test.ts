import { describe, expect, it } from 'vitest'

import { arrearsEmail, ARREARS_REASONS, firstCollectionEmail, paymentRetryEmail } from './emails'

const settings = { serverUrl: 'https://club.example', SALES_TEAM_EMAIL: 'membership@clubhouse.london' }
const payer = { email: 'ada@example.com', firstName: 'Ada', leadId: 7 }

describe('dues e-mails', () => {
  it('gives the first collection’s schedule, the month’s day in words', () => {
    const mail = firstCollectionEmail(payer, { plan: 'Club', chargeDate: '2027-01-22', monthly: 225, joining: { amount: 500, chargeDate: '2027-01-22' } }, settings)
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Your Clubhouse membership: your first Direct Debit collection', replyTo: 'membership@clubhouse.london', about: { relationTo: 'leads', value: 7 } })
    expect(mail.text).toContain(
      'Dear Ada,\n\nWelcome again. Your Club membership fees will be collected by Direct Debit as follows:\n\n- Friday, 22 January 2027: £500, the joining fee (once)\n- Friday, 22 January 2027: £225, the first monthly fee\n- then £225 on the 22nd of each month (or the next working day)',
    )
    const day = (chargeDate: string) => /on the (\w+) of each month/.exec(firstCollectionEmail(payer, { plan: 'Club', chargeDate, monthly: 150, joining: null }, settings).text)![1]
    expect(['2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04', '2027-01-11', '2027-01-12', '2027-01-13', '2027-01-21', '2027-01-23', '2027-01-31'].map(day)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '23rd', '31st',
    ])
  })

  it('says why a payment failed in words, and what happens next', () => {
    const mail = paymentRetryEmail(payer, { kind: 'monthly', amount: 225, cause: 'insufficient_funds' }, settings)
    expect(mail.text).toContain('Your Direct Debit payment of £225 (monthly fee) could not be collected: there was not enough money in the account.')
    // A cause the provider adds later is not shown raw.
    expect(paymentRetryEmail(payer, { kind: 'joining', amount: 500, cause: 'some_new_cause' }, settings).text).toContain('(joining fee) could not be collected.\n')
  })

  it('tells a member in arrears why, how much, and what to do', () => {
    const mail = arrearsEmail(payer, 400, ARREARS_REASONS.failedTwice, settings)
    expect(mail.subject).toBe('Your Clubhouse membership dues are in arrears')
    expect(mail.text).toContain('A payment could not be collected after a second attempt, so your membership dues are now in arrears: £400 is owed.')
    expect(mail.text).toContain('https://club.example/my-membership')
    expect(arrearsEmail(payer, 0, ARREARS_REASONS.mandateEnded, settings).text).toContain('Your Direct Debit instruction has ended, so your membership dues are now in arrears.')
  })
})
