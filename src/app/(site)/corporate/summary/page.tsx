import { format, isValid, parseISO } from 'date-fns'

import { AnswersList } from '@/features/application/components/AnswersList'
import { SummaryForm } from '@/features/application/components/SummaryForm.client'
import { countOf, countWarning, peopleText } from '@/features/application/corporate/count'
import { listMembers } from '@/features/application/corporate/members.server'
import { loadCorporateStep } from '@/features/application/corporate/step-page.server'
import { corporateStepHref } from '@/features/application/corporate/steps'
import { feeRows } from '@/features/application/fees'
import { applicationFees } from '@/features/application/fees.server'
import { industryLabel } from '@/features/application/industries.server'

import { stepMetadata } from '../../application/application-page'
import { CorporatePage, photoUrlOf } from '../corporate-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Summary')

const date = (iso: string | null | undefined) => (iso && isValid(parseISO(iso)) ? format(parseISO(iso), 'd MMMM yyyy') : (iso ?? ''))

/** Corporate step 5/6, SUMMARY: the company, its contact, its members and its Direct Debit, then the agreement. */
export default async function CorporateSummaryPage() {
  const load = await loadCorporateStep(5)
  const lead = load.lead
  if (!lead) return <CorporatePage step={5} path="/corporate/summary" load={load} heading="Summary" />
  const listed = await listMembers(load.ref)
  const members = listed.ok ? listed.members : []
  const count = countOf(lead.numberOfMembers, members.length)
  const warning = countWarning(count)
  const fees = await applicationFees('Corporate', [lead.dateOfBirth, ...members.map((m) => m.dateOfBirth)])
  const a = lead.address ?? {}
  const photo = photoUrlOf(lead.id, lead.profile?.headShot)
  const groups = [
    {
      title: 'Contact details',
      change: corporateStepHref(1),
      rows: [
        ['Name', [lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' ')],
        ['E-mail', lead.emailAddress],
        ['Mobile', [lead.dialCode, lead.mobileNumber].filter(Boolean).join(' ')],
        ['Role', lead.profile?.role],
        ['Address', [a.addressLine1, a.addressLine2, a.town, a.county, a.postcode, a.country].filter(Boolean).join('\n')],
        ['Photo', photo ? <img src={photo} alt="Your photo" width={96} height={96} className="size-24 object-cover" /> : ''],
      ],
    },
    {
      title: 'About the company',
      change: corporateStepHref(2),
      rows: [
        ['Company', lead.companyName],
        ['Memberships asked for', count.asked ? String(count.asked) : ''],
        ['People named', peopleText(count)],
        ['Industry', await industryLabel(lead.profile?.industry)],
        ['About', lead.profile?.aboutMember],
        ['Website', lead.webSite],
      ],
    },
    {
      title: 'Members',
      change: corporateStepHref(3),
      rows: members.length
        ? members.map((m, i): [string, string] => [`Member ${members.length - i}`, `${m.title} ${m.firstName} ${m.lastName}\n${m.emailAddress}\n${m.dialCode} ${m.mobileNumber}\nBorn ${date(m.dateOfBirth)}${m.role ? `\n${m.role}` : ''}`])
        : [['Members', 'None added']],
    },
    { title: 'Direct Debit', change: corporateStepHref(4), rows: [['Mandate', lead.payment?.mandateId ? `Set up (${(lead.payment.mandateStatus ?? 'pending').replaceAll('_', ' ')})` : '']] },
    { title: 'What the company will pay', rows: [...feeRows(fees, true), ['Collected', 'By this Direct Debit, only once the membership committee accepts the application']] },
  ] satisfies Parameters<typeof AnswersList>[0]['groups']
  return (
    <CorporatePage step={5} path="/corporate/summary" load={load} heading="Summary">
      <p>Please check the company’s application before you send it to the membership committee.</p>
      {warning ? (
        <div className="flex flex-col gap-3 border-2 border-amber-700 bg-amber-50 p-5" data-count-warning>
          <h2 className="font-display text-xl uppercase tracking-wide">Check the number of memberships</h2>
          <p>{warning}</p>
          <a href={corporateStepHref(3)} className="self-start underline underline-offset-4">
            Change the members
          </a>
        </div>
      ) : null}
      <AnswersList groups={groups} />
      <SummaryForm corporate />
    </CorporatePage>
  )
}
