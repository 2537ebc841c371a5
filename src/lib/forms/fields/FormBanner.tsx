/** A step's failure (it could not be saved or loaded): announced, and focused by the form. */
export function FormBanner({ message, id }: { message?: string; id?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" tabIndex={-1} className="border border-red-700 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  )
}
