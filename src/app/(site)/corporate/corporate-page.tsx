import type { ReactNode } from 'react'

import { StepLayout, StepUnavailable } from '@/features/application/components/StepLayout'
import { CorporateStepper } from '@/features/application/corporate/components/CorporateStepper'
import type { CorporateLoad } from '@/features/application/corporate/step-page.server'
import type { CorporateStep } from '@/features/application/corporate/steps'

import { ApplicationPage } from '../application/application-page'

/** A step of the corporate wizard inside the site's shell, or the spec's load failure. */
export function CorporatePage({ step, path, load, heading, describedBy, children }: { step: CorporateStep; path: string; load: CorporateLoad; heading: string; describedBy?: string; children?: ReactNode }) {
  return (
    <ApplicationPage path={path}>
      {load.lead ? (
        <StepLayout nav={<CorporateStepper current={step} facts={load.facts} />} heading={heading} applicant={load.applicant} describedBy={describedBy}>
          {children}
        </StepLayout>
      ) : (
        <StepUnavailable message={load.message} />
      )}
    </ApplicationPage>
  )
}

export const photoUrlOf = (leadId: number, photo: unknown): string | null => {
  const id = photo && typeof photo === 'object' ? (photo as { id: number }).id : photo
  return id ? `/v1/api/Customer/${leadId}/photos?v=${id}` : null
}

/** Non-empty text values, as a form's saved values. */
export const stringsOf = (o: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))
