import { AboutYouForm } from '@/features/application/components/AboutYouForm.client'
import { Stepper } from '@/features/application/components/Stepper'
import { StepLayout, StepUnavailable } from '@/features/application/components/StepLayout'
import { industryOptions } from '@/features/application/industries.server'
import { loadStep } from '@/features/application/step-page.server'

import { ApplicationPage, stepMetadata } from '../application-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('About you')

type Props = { searchParams: Promise<{ edit?: string }> }

/** Step 2/5, ABOUT YOU. */
export default async function AboutYouPage({ searchParams }: Props) {
  const [load, query, industries] = await Promise.all([loadStep(1), searchParams, industryOptions()])
  if (!load.lead) {
    return (
      <ApplicationPage path="/application/about-you">
        <StepUnavailable message={load.message} />
      </ApplicationPage>
    )
  }
  const { profile, id } = load.lead
  const photoId = profile?.headShot && typeof profile.headShot === 'object' ? profile.headShot.id : profile?.headShot
  const saved = Object.fromEntries(
    Object.entries({ gender: profile?.gender, industry: profile?.industry, role: profile?.role, aboutMember: profile?.aboutMember }).filter((e): e is [string, string] => Boolean(e[1])),
  )
  return (
    <ApplicationPage path="/application/about-you">
      <StepLayout nav={<Stepper current={1} facts={load.facts} />} applicant={load.applicant} heading="About you" welcome={load.welcome}>
        <AboutYouForm saved={saved} industries={industries} photoUrl={photoId ? `/v1/api/Customer/${id}/photos?v=${photoId}` : null} edit={query.edit === 'true'} />
      </StepLayout>
    </ApplicationPage>
  )
}
