import { PIPELINE_STATUSES } from '@/collections/pipeline/statuses'

type Props = {
  /** The CSV download of what the list currently shows. */
  exportHref: string
  /** The status the list is filtered to, if it is filtered to exactly one. */
  current?: string
  onStatus: (status: string | undefined) => void
  /** The shortcuts offered; the sales pipeline's statuses unless the list has its own. */
  statuses?: readonly { label: string; value: string }[]
}

// Payload's own button classes, so the toolbar looks like the rest of the back office.
const button = (style: string) => `btn btn--style-${style} btn--size-small btn--withoutPopup btn--no-margin`
const label = (text: string) => (
  <span className="btn__content">
    <span className="btn__label">{text}</span>
  </span>
)

/** Status shortcuts above a sales list, and the export of whatever the list's filters match. */
export function SalesListToolbarView({ exportHref, current, onStatus, statuses = PIPELINE_STATUSES }: Props) {
  const choices = [{ label: 'All', value: undefined }, ...statuses]
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base, 20px) / 2)', alignItems: 'center', justifyContent: 'space-between', marginBottom: 'var(--base, 20px)' }}>
      <div role="group" aria-label="Show by status" style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base, 20px) / 4)' }}>
        {choices.map((choice) => {
          const pressed = choice.value === current
          return (
            <button key={choice.label} type="button" className={button(pressed ? 'primary' : 'pill')} aria-pressed={pressed} onClick={() => onStatus(choice.value)}>
              {label(choice.label)}
            </button>
          )
        })}
      </div>
      <a className={button('secondary')} href={exportHref} download>
        {label('Export CSV')}
      </a>
    </div>
  )
}
