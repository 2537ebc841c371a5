import type { Block } from 'payload'

import { colourField } from '@/lib/fields/content'

import { validateAccountNumber, validateBic, validateIban, validateSortCode } from './validate'

export const BankDetails: Block = {
  slug: 'bankDetails',
  interfaceName: 'BankDetailsBlock',
  labels: { singular: 'Bank details', plural: 'Bank details' },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Pay by bank transfer', admin: { description: 'The heading of the section.' } },
    {
      type: 'row',
      fields: [
        { name: 'accountName', type: 'text', label: 'Account name', required: true, admin: { description: 'e.g. "Clubhouse London Ltd".' } },
        { name: 'bankName', type: 'text', label: 'Bank', admin: { description: 'e.g. "Barclays". Optional.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sortCode', type: 'text', label: 'Sort code', required: true, validate: validateSortCode, admin: { description: 'Six digits in pairs, e.g. 20-00-00.' } },
        {
          name: 'accountNumber',
          type: 'text',
          label: 'Account number',
          required: true,
          validate: validateAccountNumber,
          admin: { description: 'Eight digits, e.g. 12345678.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'iban', type: 'text', label: 'IBAN', validate: validateIban, admin: { description: 'For payments from abroad, e.g. GB29 NWBK 6016 1331 9268 19. Optional.' } },
        { name: 'bic', type: 'text', label: 'BIC / SWIFT', validate: validateBic, admin: { description: '8 or 11 letters and digits, e.g. NWBKGB2L. Optional.' } },
      ],
    },
    {
      name: 'referenceInstructions',
      type: 'textarea',
      label: 'Reference instructions',
      admin: { description: 'What payers should put as the reference, e.g. "Your surname and membership number". Optional; cut at 750 characters.' },
    },
    colourField('colour'),
  ],
}
