import { MEETING_ROOMS_LOADING_TEXT } from '../constants'

/** Spec 000 section 4, "Meeting rooms: loading": the shape of a club's cards while they arrive. */
export function MeetingRoomsLoading() {
  return (
    <div role="status" aria-busy="true" data-meeting-rooms-loading="">
      <p className="mb-8 text-sm uppercase tracking-widest">{MEETING_ROOMS_LOADING_TEXT}</p>
      <div aria-hidden="true" className="grid gap-12 motion-safe:animate-pulse tab:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i}>
            <div className="aspect-[4/5] bg-stone tab:aspect-[4/3]" />
            <div className="mt-5 h-7 w-2/3 bg-stone" />
            <div className="mt-3 h-4 w-1/3 bg-stone" />
            <div className="mt-4 h-16 bg-stone" />
          </div>
        ))}
      </div>
    </div>
  )
}
