import type { ComponentPropsWithRef } from 'react'

import { FieldError } from './FieldError'
import { FieldLabel } from './FieldLabel'
import { describedBy, errorIdFor } from './ids'
import { fieldStyles } from './styles'

export type Option = { label: string; value: string | number }

type Props = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> & {
  id: string
  name: string
  label: string
  options: readonly Option[]
  /** The first, empty choice ("Select…"); left out when the field always has a value. */
  placeholder?: string
  error?: string
}

/**
 * A native <select>, not a scripted listbox: it posts with the form when JavaScript is off and
 * brings the platform's own keyboard and screen-reader behaviour.
 */
export function SelectField({ id, label, options, placeholder, error, className, ...select }: Props) {
  const errorId = errorIdFor(id)
  return (
    <div className={className ?? fieldStyles.field}>
      <FieldLabel htmlFor={id} label={label} />
      <SelectControl id={id} options={options} placeholder={placeholder} error={error} errorId={errorId} {...select} />
      <FieldError id={errorId} message={error} />
    </div>
  )
}

type ControlProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  options: readonly Option[]
  placeholder?: string
  error?: string
  errorId?: string
}

/** The bare select, for groups (date of birth, dial code) that label and describe it themselves. */
export function SelectControl({ options, placeholder, error, errorId, className, ...select }: ControlProps) {
  return (
    <select
      className={className ?? fieldStyles.control}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(errorId, select['aria-describedby'])}
      {...select}
    >
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
