import { dayIdFor, dialCodeIdFor, fieldId } from '@/lib/forms/fields'

/** The element that stands for a field when it takes focus: a group's first control. */
export function controlIdFor(formId: string, name: string): string {
  if (name === 'dateOfBirth') return dayIdFor(fieldId(formId, 'dateOfBirth'))
  if (name === 'dialCode') return dialCodeIdFor(fieldId(formId, 'mobileNumber'))
  if (name === 'clientType') return fieldId(formId, 'clientType-Club')
  return fieldId(formId, name)
}
