import type { ComponentPropsWithRef } from 'react'

import { FieldError } from './FieldError'
import { describedBy, errorIdFor } from './ids'
import { fieldStyles } from './styles'

type Props = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & {
  id: string
  name: string
  label: string
  /** A link after the label ("See T&Cs"), outside the label so following it never ticks the box; it opens a new tab so what was typed stays. */
  link?: { text: string; href: string }
  error?: string
}

/** A native checkbox with its label, an optional link and its message; it posts "on" without JavaScript. */
export function CheckboxField({ id, label, link, error, className, ...input }: Props) {
  const errorId = errorIdFor(id)
  return (
    <div className={className ?? fieldStyles.field}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-ink"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, input['aria-describedby'])}
          {...input}
        />
        <p className="text-sm leading-relaxed">
          <label htmlFor={id}>{label}</label>
          {link ? (
            <>
              {' '}
              <a href={link.href} className="underline underline-offset-4" target="_blank" rel="noopener">
                {link.text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
