import type { ComponentPropsWithRef, ReactNode } from 'react'

/** The site's form look (as the enquiry forms'), kept here so this feature stands on its own. */
export const fieldClasses = {
  field: 'flex flex-col gap-1',
  label: 'text-sm font-medium',
  optional: 'font-normal text-ink/70',
  control: 'min-h-11 w-full border border-ink/40 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700 disabled:opacity-60',
  // One line kept for the message even when empty, so a message appearing never moves the next control.
  error: 'min-h-5 text-sm text-red-700',
} as const

export const errorIdFor = (id: string) => `${id}-error`

/** A field's message, always in the page so aria-describedby never points at nothing. */
export function FieldMessage({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className={fieldClasses.error} aria-live="polite" data-field-error={message ? '' : undefined}>
      {message ?? ''}
    </p>
  )
}

function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={fieldClasses.label}>
      {children}
      {optional ? <span className={fieldClasses.optional}> (Optional)</span> : null}
    </label>
  )
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & { id: string; label: string; error?: string }

export function TextInput({ id, label, error, ...input }: InputProps) {
  return (
    <div className={fieldClasses.field}>
      <Label htmlFor={id}>{label}</Label>
      <input id={id} type="text" className={fieldClasses.control} aria-invalid={error ? true : undefined} aria-describedby={errorIdFor(id)} {...input} />
      <FieldMessage id={errorIdFor(id)} message={error} />
    </div>
  )
}

type AreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & { id: string; label: string; error?: string }

export function TextArea({ id, label, error, ...area }: AreaProps) {
  return (
    <div className={fieldClasses.field}>
      <Label htmlFor={id} optional>
        {label}
      </Label>
      <textarea id={id} rows={4} className={fieldClasses.control} aria-invalid={error ? true : undefined} aria-describedby={errorIdFor(id)} {...area} />
      <FieldMessage id={errorIdFor(id)} message={error} />
    </div>
  )
}
