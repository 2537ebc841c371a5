import type { CorporateStepsBlock } from '@/payload-types'
import { StepsSection } from '@/lib/ui/steps-section'

import type { BlockContext } from '../types'

type Props = Partial<Omit<CorporateStepsBlock, 'blockType'>> & BlockContext

/** The steps of corporate membership, numbered, with a button to the corporate application. */
export default function CorporateStepsComponent({ title, intro, steps, buttonText, buttonLink, colour }: Props) {
  return (
    <StepsSection
      title={title}
      intro={intro}
      steps={steps}
      buttonText={buttonText}
      buttonLink={buttonLink}
      colour={colour}
    />
  )
}
