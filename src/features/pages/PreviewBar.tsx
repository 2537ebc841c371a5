/** Shown to staff previewing a draft, so nobody mistakes it for what visitors see. */
export function PreviewBar({ path }: { path: string }) {
  return (
    <div role="status" className="sticky top-0 z-[70] flex flex-wrap items-center justify-center gap-4 bg-gold px-4 py-2 text-sm text-ink">
      <span>Preview: you are looking at the latest draft of this page. Visitors see the published version.</span>
      <a href={`/preview/exit?path=${encodeURIComponent(path)}`} className="font-semibold underline underline-offset-4">
        Exit preview
      </a>
    </div>
  )
}
