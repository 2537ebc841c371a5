import type { RateCardBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { sectionColours } from '@/lib/ui/colours'

type Props = Partial<Omit<RateCardBlock, 'blockType'>> & BlockContext

/** Column headings, word for word from the spec. */
export const RATE_COLUMNS = ['Length of hire', 'Non-member price', 'Member price'] as const

export const peopleText = (count: number) => `Up to ${count} ${count === 1 ? 'person' : 'people'}`

function Price({ value }: { value?: string | null }) {
  if (value?.trim()) return <>{value}</>
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">Not available</span>
    </>
  )
}

export default function RateCardComponent({ title, rooms, footerText, colour }: Props) {
  const list = (rooms ?? [])
    .map((room) => ({ ...room, items: (room?.items ?? []).filter((item) => item?.lengthOfHire) }))
    .filter((room) => room.title && room.items.length)
  if (!list.length) return null
  const footer = truncate(footerText, TRUNCATE.description)
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto max-w-6xl">
        <h2 className="mb-10 font-display text-3xl uppercase tracking-wide tab:text-4xl">{title || 'Rate card'}</h2>
        <div className="grid gap-12 xl:grid-cols-2">
          {list.map((room, index) => (
            <table key={room.id ?? index} className="w-full table-fixed border-collapse text-left text-sm tab:text-base">
              <caption className="mb-4 text-left">
                <span className="block font-display text-2xl uppercase tracking-wide">{room.title}</span>
                {room.numOfPeople ? (
                  <>
                    <span className="sr-only">, </span>
                    <span className="mt-1 block">{peopleText(room.numOfPeople)}</span>
                  </>
                ) : null}
              </caption>
              <thead>
                <tr className="border-b border-current">
                  {RATE_COLUMNS.map((column) => (
                    <th key={column} scope="col" className="py-3 pr-3 align-bottom text-xs font-semibold uppercase tracking-wider tab:text-sm">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {room.items.map((item, i) => (
                  <tr key={item.id ?? i} className="border-b border-current">
                    <th scope="row" className="py-3 pr-3 align-top font-normal wrap-anywhere">
                      {item.lengthOfHire}
                    </th>
                    <td className="py-3 pr-3 align-top wrap-anywhere">
                      <Price value={item.nonMemberPrice} />
                    </td>
                    <td className="py-3 align-top font-semibold wrap-anywhere">
                      <Price value={item.memberPrice} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
        {footer ? <p className="mt-10 max-w-3xl whitespace-pre-line text-sm leading-relaxed tab:text-base">{footer}</p> : null}
      </div>
    </section>
  )
}
