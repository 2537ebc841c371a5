/** Checks of the bank details staff type, kept free of Payload so the component and tests can share them. */

const empty = (value: unknown) => value === undefined || value === null || value === ''

export const SORT_CODE = /^\d{2}-\d{2}-\d{2}$/
export const ACCOUNT_NUMBER = /^\d{8}$/
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/
const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/

export const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export const validateSortCode = (value: unknown): true | string =>
  typeof value === 'string' && SORT_CODE.test(value.trim()) ? true : 'Enter the sort code as three pairs of digits, e.g. 20-00-00.'

export const validateAccountNumber = (value: unknown): true | string =>
  typeof value === 'string' && ACCOUNT_NUMBER.test(value.trim()) ? true : 'Enter the account number as 8 digits, e.g. 12345678.'

export const validateIban = (value: unknown): true | string =>
  empty(value) || (typeof value === 'string' && IBAN.test(compact(value))) ? true : 'This does not look like an IBAN, e.g. GB29 NWBK 6016 1331 9268 19.'

export const validateBic = (value: unknown): true | string =>
  empty(value) || (typeof value === 'string' && BIC.test(compact(value))) ? true : 'A BIC is 8 or 11 letters and digits, e.g. NWBKGB2L.'

/** An IBAN as banks print it: in groups of four. */
export const formatIban = (value: string) => compact(value).replace(/(.{4})(?=.)/g, '$1 ')
