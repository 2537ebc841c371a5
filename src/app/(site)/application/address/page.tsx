import { AddressForm } from '@/features/application/components/AddressForm.client'
import { Stepper } from '@/features/application/components/Stepper'
import { StepLayout, StepUnavailable } from '@/features/application/components/StepLayout'
import { loadStep } from '@/features/application/step-page.server'

import { ApplicationPage, stepMetadata } from '../application-page'

export const dynamic = 'force-dynamic'
export const metadata = stepMetadata('Address')

type Props = { searchParams: Promise<{ edit?: string }> }

/** Step 1/5, ADDRESS. */
export default async function AddressPage({ searchParams }: Props) {
  const [load, query] = await Promise.all([loadStep(0), searchParams])
  return (
    <ApplicationPage path="/application/address">
      {load.lead ? (
        <StepLayout nav={<Stepper current={0} facts={load.facts} />} applicant={load.applicant} heading="Your address">
          <AddressForm saved={stringsOf(load.lead.address)} edit={query.edit === 'true'} />
        </StepLayout>
      ) : (
        <StepUnavailable message={load.message} />
      )}
    </ApplicationPage>
  )
}

const stringsOf = (o: object | null | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(o ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))
