import { ContactDetailsForm } from '@/features/application/corporate/components/ContactDetailsForm.client'
import { loadCorporateStep } from '@/features/application/corporate/step-page.server'

import { StartForm } from '@/features/application/components/StartForm.lazy'

import { ApplicationPage, stepMetadata } from '../../application/application-page'
import { CorporatePage, photoUrlOf, stringsOf } from '../corporate-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Contact details')

/** Corporate step 1/6, CONTACT DETAILS. */
export default async function ContactDetailsPage({ searchParams }: { searchParams: Promise<{ edit?: string }> }) {
  const [load, query] = await Promise.all([loadCorporateStep(1), searchParams])
  const lead = load.lead
  // No application in this browser yet: step 1 is where a company starts one (the CorporateSteps module links here).
  if (!lead && load.reason === 'none') {
    return (
      <ApplicationPage path="/corporate/contact-details">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-6 py-12 tab:px-12 xl:py-16">
          <h1 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">Corporate membership</h1>
          <p className="leading-relaxed">
            Memberships for three to ten people, managed by one company account. Start with the company and your own details as its primary contact; we will
            e-mail you a link, so you can stop and carry on later, on any device. Already started? Open the link in that e-mail.
          </p>
          <StartForm corporate />
        </div>
      </ApplicationPage>
    )
  }
  return (
    <CorporatePage step={1} path="/corporate/contact-details" load={load} heading="Contact details">
      {lead ? (
        <ContactDetailsForm
          saved={stringsOf({ title: lead.title, firstName: lead.firstName, lastName: lead.lastName, dialCode: lead.dialCode, mobileNumber: lead.mobileNumber, role: lead.profile?.role, ...lead.address })}
          email={lead.emailAddress}
          photoUrl={photoUrlOf(lead.id, lead.profile?.headShot)}
          edit={query.edit === 'true'}
        />
      ) : null}
    </CorporatePage>
  )
}
