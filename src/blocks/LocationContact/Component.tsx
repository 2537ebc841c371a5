import type { Club, LocationContactBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { truncate, TRUNCATE } from '@/lib/text/truncate'
import { CmsLink } from '@/lib/ui/CmsLink'
import { sectionColours } from '@/lib/ui/colours'
import { AddressLines, EmailText, mailtoHref, NEW_TAB_HINT, phoneText, telHref } from '@/lib/ui/contact'

type Props = Partial<Omit<LocationContactBlock, 'blockType'>> & BlockContext

const isClub = (value: unknown): value is Club => typeof value === 'object' && value !== null && typeof (value as Club).name === 'string'

/** What the block shows: each detail typed on the block, else the chosen club's own. */
export function contactDetails({ club, name, address, phone, email, mapLink }: Props) {
  const source = isClub(club) ? club : undefined
  const pick = (own: string | null | undefined, fromClub?: string | null) => own?.trim() || fromClub?.trim() || undefined
  return {
    name: pick(name, source?.name),
    address: pick(address, source?.address),
    phone: pick(phone, source?.phone),
    email: pick(email),
    mapLink: pick(mapLink, source?.addressLink),
  }
}

const linkClass = 'underline underline-offset-4 hover:no-underline wrap-anywhere'

export default function LocationContactComponent(props: Props) {
  const { title, text, colour } = props
  const details = contactDetails(props)
  if (!details.name && !details.address && !details.phone && !details.email && !details.mapLink) return null
  const intro = truncate(text, TRUNCATE.description)
  const heading = title || 'Find us'
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[colour ?? 'white']}`}>
      <div className="mx-auto grid max-w-6xl gap-10 tab:grid-cols-2">
        <div>
          <h2 className="font-display text-3xl uppercase tracking-wide tab:text-4xl">{heading}</h2>
          {intro ? <p className="mt-6 whitespace-pre-line leading-relaxed">{intro}</p> : null}
        </div>
        <div>
          {details.name ? <h3 className="font-display text-2xl uppercase tracking-wide">{details.name}</h3> : null}
          {details.address ? (
            <address className="mt-4 not-italic leading-relaxed">
              <AddressLines address={details.address} />
            </address>
          ) : null}
          {details.phone || details.email ? (
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3">
              {details.phone ? (
                <>
                  <dt className="text-sm font-semibold uppercase tracking-widest">Phone</dt>
                  <dd>
                    <a href={telHref(details.phone)} className={linkClass}>
                      {phoneText(details.phone)}
                    </a>
                  </dd>
                </>
              ) : null}
              {details.email ? (
                <>
                  <dt className="text-sm font-semibold uppercase tracking-widest">Email</dt>
                  <dd className="min-w-0">
                    <a href={mailtoHref(details.email)} className={linkClass}>
                      <EmailText email={details.email} />
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {details.mapLink ? (
            <CmsLink href={details.mapLink} newTab className={`btn ${colour === 'black' ? 'btn-light' : 'btn-dark'} mt-8`}>
              Get directions
              <span className="sr-only">
                {details.name ? ` to ${details.name}` : ''} {NEW_TAB_HINT}
              </span>
            </CmsLink>
          ) : null}
        </div>
      </div>
    </section>
  )
}
