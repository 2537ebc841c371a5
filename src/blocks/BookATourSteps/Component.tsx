import type { BookATourStepsBlock } from '@/payload-types'
import { StepsSection } from '@/lib/ui/steps-section'

import type { BlockContext } from '../types'

type Props = Partial<Omit<BookATourStepsBlock, 'blockType'>> & BlockContext

/** The steps of booking a tour of a club, numbered, with a button to the tour form. */
export default function BookATourStepsComponent({ title, intro, steps, buttonText, buttonLink, colour }: Props) {
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
