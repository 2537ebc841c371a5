import { AboutCompanyForm } from '@/features/application/corporate/components/AboutCompanyForm.client'
import { loadCorporateStep } from '@/features/application/corporate/step-page.server'
import { industryOptions } from '@/features/application/industries.server'

import { stepMetadata } from '../../application/application-page'
import { CorporatePage, stringsOf } from '../corporate-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('About the company')

/** Corporate step 2/6, ABOUT THE COMPANY. */
export default async function AboutCompanyPage({ searchParams }: { searchParams: Promise<{ edit?: string }> }) {
  const [load, query, industries] = await Promise.all([loadCorporateStep(2), searchParams, industryOptions()])
  const lead = load.lead
  return (
    <CorporatePage step={2} path="/corporate/about-the-company" load={load} heading="About the company">
      {lead ? (
        <AboutCompanyForm
          saved={stringsOf({ businessIndustry: lead.profile?.industry, aboutCompany: lead.profile?.aboutMember, companyWebsite: lead.webSite })}
          industries={industries}
          edit={query.edit === 'true'}
        />
      ) : null}
    </CorporatePage>
  )
}
