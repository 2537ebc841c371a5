import type { LocationsBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { AddressLines, NEW_TAB_HINT, phoneText, telHref } from '@/lib/ui/contact'

type Props = Partial<Omit<LocationsBlock, 'blockType'>> & BlockContext

export default function LocationsComponent({ mainTitle, clubs, colour }: Props) {
  const list = (clubs ?? []).filter((club) => club?.clubName)
  if (!list.length) return null
  const Heading = mainTitle ? 'h3' : 'h2'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto max-w-6xl">
        {mainTitle ? <h2 className="mb-10 font-display text-3xl uppercase tracking-wide tab:text-4xl">{mainTitle}</h2> : null}
        <ul className="grid gap-10 tab:grid-cols-2 xl:grid-cols-4">
          {list.map((club, index) => (
            <li key={club.id ?? index} className="border-t border-current pt-6">
              <Heading className="font-display text-2xl uppercase tracking-wide">{club.clubName}</Heading>
              {club.clubAddress ? (
                <address className="mt-4 not-italic leading-relaxed">
                  <AddressLines address={club.clubAddress} />
                </address>
              ) : null}
              {club.clubPhoneNumber ? (
                <p className="mt-4">
                  <a href={telHref(club.clubPhoneNumber)} className="underline underline-offset-4 hover:no-underline">
                    <span className="sr-only">{phoneText(`Call ${club.clubName} on`)}&nbsp;</span>
                    {phoneText(club.clubPhoneNumber)}
                  </a>
                </p>
              ) : null}
              {club.clubAddressLink ? (
                <p className="mt-2">
                  <CmsLink href={club.clubAddressLink} newTab className="underline underline-offset-4 hover:no-underline">
                    View on map
                    <span className="sr-only">
                      : {club.clubName} {NEW_TAB_HINT}
                    </span>
                  </CmsLink>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
