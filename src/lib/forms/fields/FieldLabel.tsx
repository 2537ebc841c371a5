import { fieldStyles } from './styles'

/** A visible label; optional fields say so in words, as the spec labels them "(Optional)". */
export function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={fieldStyles.label}>
      {label}
      {optional ? <span className={fieldStyles.optional}> (Optional)</span> : null}
    </label>
  )
}
