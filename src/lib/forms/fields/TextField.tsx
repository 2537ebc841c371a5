import type { ComponentPropsWithRef } from 'react'

import { FieldError } from './FieldError'
import { FieldLabel } from './FieldLabel'
import { describedBy, errorIdFor } from './ids'
import { fieldStyles } from './styles'

type Props = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  id: string
  name: string
  label: string
  error?: string
  optional?: boolean
}

/** A labelled text input with its message wired to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, optional, className, ...input }: Props) {
  const errorId = errorIdFor(id)
  return (
    <div className={className ?? fieldStyles.field}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        type="text"
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, input['aria-describedby'])}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
