/**
 * A trap field for bots: people never see or reach it (off-screen, hidden from assistive technology,
 * out of the tab order, no autofill), so anything typed in it marks the submission as spam.
 * The name "website" is what form-filling bots look for.
 */
export function Honeypot({ defaultValue }: { defaultValue?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue={defaultValue} />
      </label>
    </div>
  )
}
