import type { ArrayField, Field, SelectField, TextField, UploadField } from 'payload'

/** Field builders the content blocks share, so every block asks staff the same questions the same way. */

const LINK = /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s()-]+|#[\w-]+)$/

/** Payload's own required check is replaced by a custom validate, so it is repeated here. */
export const validateLink = (value: unknown, options?: { required?: boolean }): true | string => {
  if (value === undefined || value === null || value === '') return options?.required ? 'This field is required.' : true
  return typeof value === 'string' && LINK.test(value.trim())
    ? true
    : 'Use a site path such as /fulham, a full address starting https://, mailto:, tel: or #section.'
}

export function linkField(name: string, overrides: Partial<TextField> = {}): TextField {
  return {
    name,
    type: 'text',
    validate: validateLink,
    admin: { description: 'A page of this site (/fulham) or a full address (https://…).', ...overrides.admin },
    ...overrides,
  } as TextField
}

export function mediaField(name: string, overrides: Partial<UploadField> = {}): UploadField {
  return { name, type: 'upload', relationTo: 'media', ...overrides } as UploadField
}

export const SECTION_COLOURS = ['white', 'black', 'pink'] as const
export type SectionColour = (typeof SECTION_COLOURS)[number]

export function colourField(name = 'colour', overrides: Partial<SelectField> = {}): SelectField {
  return {
    name,
    type: 'select',
    defaultValue: 'white',
    options: [
      { label: 'White', value: 'white' },
      { label: 'Black', value: 'black' },
      { label: 'Pink', value: 'pink' },
    ],
    admin: { description: 'Background colour of the section.', ...overrides.admin },
    ...overrides,
  } as SelectField
}

/** A list of call-to-action buttons, with the spec's cap where there is one. */
export function buttonsField(name = 'buttons', maxRows?: number, overrides: Partial<ArrayField> = {}): ArrayField {
  return {
    name,
    type: 'array',
    maxRows,
    labels: { singular: 'Button', plural: 'Buttons' },
    admin: { description: maxRows ? `At most ${maxRows}.` : undefined, ...overrides.admin },
    fields: [
      { type: 'row', fields: [{ name: 'label', type: 'text', required: true }, linkField('link', { required: true })] },
    ] as Field[],
    ...overrides,
  } as ArrayField
}
