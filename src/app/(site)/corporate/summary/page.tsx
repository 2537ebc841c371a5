import { format, isValid, parseISO } from 'date-fns'

import { AnswersList } from '@/features/application/components/AnswersList'
import { SummaryForm } from '@/features/application/components/SummaryForm.client'
import { listMembers } from '@/features/application/corporate/members.server'
import { loadCorporateStep } from '@/features/application/corporate/step-page.server'
import { corporateStepHref } from '@/features/application/corporate/steps'
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
        ['Memberships', lead.numberOfMembers ? String(lead.numberOfMembers) : ''],
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
  ] satisfies Parameters<typeof AnswersList>[0]['groups']
  return (
    <CorporatePage step={5} path="/corporate/summary" load={load} heading="Summary">
      <p>Please check the company’s application before you send it to the membership committee.</p>
      <AnswersList groups={groups} />
      <SummaryForm corporate />
    </CorporatePage>
  )
}
