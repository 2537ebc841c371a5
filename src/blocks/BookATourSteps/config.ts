import type { Block } from 'payload'

import { stepsFields } from '@/lib/fields/steps'

export const BookATourSteps: Block = {
  slug: 'bookATourSteps',
  interfaceName: 'BookATourStepsBlock',
  labels: { singular: 'Book-a-tour steps', plural: 'Book-a-tour steps' },
  fields: stepsFields({ title: 'How to book a tour', buttonText: 'Book a tour', buttonLink: '/membership/book-a-tour', colour: 'white' }),
}
