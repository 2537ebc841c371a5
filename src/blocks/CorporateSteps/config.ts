import type { Block } from 'payload'

import { stepsFields } from '@/lib/fields/steps'

export const CorporateSteps: Block = {
  slug: 'corporateSteps',
  interfaceName: 'CorporateStepsBlock',
  labels: { singular: 'Corporate steps', plural: 'Corporate steps' },
  fields: stepsFields({
    title: 'How corporate membership works',
    buttonText: 'Start your application',
    buttonLink: '/corporate/contact-details',
    colour: 'black',
  }),
}
