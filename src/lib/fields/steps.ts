import type { Field } from 'payload'

import { colourField, linkField, type SectionColour } from './content'

type Defaults = { title: string; buttonText: string; buttonLink: string; colour: SectionColour }

/** The fields of a numbered-steps module (book-a-tour steps, corporate steps), with each one's defaults. */
export function stepsFields(defaults: Defaults): Field[] {
  return [
    { name: 'title', type: 'text', required: true, defaultValue: defaults.title, label: 'Heading' },
    { name: 'intro', type: 'textarea', label: 'Introduction', admin: { description: 'A short paragraph under the heading. Optional.' } },
    {
      name: 'steps',
      type: 'array',
      label: 'Steps',
      labels: { singular: 'Step', plural: 'Steps' },
      minRows: 1,
      maxRows: 8,
      required: true,
      admin: { description: 'In order; they are numbered automatically (at most 8).', initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true, label: 'Step title' },
        { name: 'text', type: 'textarea', label: 'Step text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonText', type: 'text', defaultValue: defaults.buttonText, label: 'Button text', admin: { description: 'Leave empty for no button.' } },
        linkField('buttonLink', { defaultValue: defaults.buttonLink, label: 'Button link', admin: { description: `Normally ${defaults.buttonLink}.` } }),
      ],
    },
    colourField('colour', { required: true, defaultValue: defaults.colour }),
  ]
}
