import type { ComponentPropsWithRef } from 'react'

import { FieldError } from './FieldError'
import { FieldLabel } from './FieldLabel'
import { describedBy, errorIdFor } from './ids'
import { fieldStyles } from './styles'

type Props = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  id: string
  name: string
  label: string
  error?: string
  optional?: boolean
}

/** A labelled text area with its message wired to it, as TextField is for one line. */
export function TextAreaField({ id, label, error, optional, className, rows = 4, ...area }: Props) {
  const errorId = errorIdFor(id)
  return (
    <div className={className ?? fieldStyles.field}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea
        id={id}
        rows={rows}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, area['aria-describedby'])}
        {...area}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}
