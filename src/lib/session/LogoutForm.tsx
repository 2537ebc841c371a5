export const LOGOUT_PATH = '/logout'

/** Log out as a plain form post, so it works before (and without) JavaScript. */
export function LogoutForm({ label, className }: { label: string; className: string }) {
  return (
    <form action={LOGOUT_PATH} method="post">
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  )
}
