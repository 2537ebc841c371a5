import { fieldStyles } from './styles'

/**
 * A field's message, always in the page (empty when there is none) so the control's aria-describedby
 * never points at nothing and the text is read when it appears.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} className={fieldStyles.error} aria-live="polite" data-field-error={message ? '' : undefined}>
      {message ?? ''}
    </p>
  )
}
