import { Logo } from '@/lib/ui/Logo'

/**
 * What /book-a-tour shows until the membership content arrives (spec 000 section 2), and keeps
 * showing when it cannot be fetched (section 4: the failure is only logged).
 */
export function TourLoading({ productName }: { productName: string }) {
  return (
    <div
      role="status"
      aria-label="Loading membership details"
      data-tour-loading=""
      className="flex min-h-[60svh] flex-col items-center justify-center gap-6 px-6 py-24 text-ink"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span aria-hidden="true">
        <Logo name={productName} />
      </span>
    </div>
  )
}
