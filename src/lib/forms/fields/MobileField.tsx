import type { ComponentPropsWithRef } from 'react'

import { FieldError } from './FieldError'
import { errorIdFor } from './ids'
import { SelectControl } from './SelectField'
import { fieldStyles } from './styles'

type Props = {
  /** The number input's id; the dial code select is `${id}-dial-code`. */
  id: string
  label?: string
  dialCodes: readonly string[]
  /** Longest number accepted as typed (spaces and brackets included). */
  maxLength?: number
  dialCode: Omit<ComponentPropsWithRef<'select'>, 'children' | 'id'>
  number: Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>
  dialCodeError?: string
  numberError?: string
  /** An empty first choice, so "please select dial code" can be asked for; the form still starts on +44. */
  dialCodePlaceholder?: string
  className?: string
}

export const dialCodeIdFor = (id: string) => `${id}-dial-code`

/**
 * Mobile number as a dial code (default +44) plus the number; the form joins them into one
 * international number when it sends (joinMobile in the schema). The number is a text input with
 * the phone keypad (inputmode tel): autofill's "tel-national" is for text controls only (HTML's
 * autofill table); on type=tel only the whole "tel" is allowed, which would put the dial code twice.
 */
export function MobileField({ id, label = 'Mobile number', dialCodes, maxLength = 20, dialCode, number, dialCodeError, numberError, dialCodePlaceholder, className }: Props) {
  const dialId = dialCodeIdFor(id)
  return (
    <div className={className ?? fieldStyles.field}>
      <div className="grid grid-cols-[minmax(6rem,1fr)_3fr] gap-2">
        <label htmlFor={dialId} className={fieldStyles.label}>
          Dial code
        </label>
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
        </label>
        <SelectControl
          id={dialId}
          options={dialCodes.map((c) => ({ label: c, value: c }))}
          placeholder={dialCodePlaceholder}
          error={dialCodeError}
          errorId={errorIdFor(dialId)}
          autoComplete="tel-country-code"
          {...dialCode}
        />
        <input
          id={id}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={maxLength}
          className={fieldStyles.control}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={errorIdFor(id)}
          {...number}
        />
      </div>
      <FieldError id={errorIdFor(dialId)} message={dialCodeError} />
      <FieldError id={errorIdFor(id)} message={numberError} />
    </div>
  )
}
