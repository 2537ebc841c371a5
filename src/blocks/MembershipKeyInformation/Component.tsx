import type { MembershipKeyInformationBlock } from '@/payload-types'
import { sectionColours } from '@/lib/ui/colours'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { ModalButton, ModalLink } from '@/lib/ui/modal/modal-trigger.client'
import { asColour, buttonOn, PlainText } from '@/lib/ui/section-text'
import { BulletList } from '@/lib/ui/BulletList'

import type { BlockContext } from '../types'

type Props = Partial<Omit<MembershipKeyInformationBlock, 'blockType'>> & BlockContext

type Detail = NonNullable<MembershipKeyInformationBlock['details']>[number]

/** The key-information modal: details list, images and an optional button. */
function KeyInformation({ details, images, linkText, link }: { details: Detail[]; images: unknown[]; linkText?: string | null; link?: string | null }) {
  return (
    <div data-key-information="">
      <BulletList items={details} />
      {images.length ? (
        <div className={`mt-8 grid gap-3 ${images.length > 1 ? 'grid-cols-2' : ''}`}>
          {images.map((media, i) => (
            <div key={i} className="relative aspect-[4/3] overflow-hidden">
              <MediaImage media={media} fill sizes="(min-width: 1025px) 336px, 50vw" className="object-cover" />
            </div>
          ))}
        </div>
      ) : null}
      {linkText && link ? (
        <ModalLink href={link} className="btn btn-dark mt-8">
          {linkText}
        </ModalLink>
      ) : null}
    </div>
  )
}

/**
 * Membership key information (spec 000 section 2, modals): a title and subtitle on the page with
 * a button opening the key-information modal (title, subtitle, details list and images).
 */
export default function MembershipKeyInformationComponent(props: Props) {
  const { title, subtitle, buttonText, details, images, linkText, link, colour } = props
  const items = (details ?? []).filter((d) => d?.text)
  const pictures = (images ?? []).filter(isMediaDoc)
  if (!title || (!items.length && !pictures.length)) return null
  const tone = asColour(colour)
  return (
    <section className={`px-6 py-16 tab:px-12 xl:py-24 ${sectionColours[tone]}`}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2>
        <PlainText text={subtitle} className="mt-4" />
        <ModalButton
          kind="sheet"
          title={title}
          description={subtitle ?? undefined}
          content={<KeyInformation details={items} images={pictures} linkText={linkText} link={link} />}
          className={`${buttonOn(tone)} mt-8`}
        >
          {buttonText || 'View key information'}
        </ModalButton>
      </div>
    </section>
  )
}
