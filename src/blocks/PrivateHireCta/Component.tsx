import type { PrivateHireCtaBlock } from '@/payload-types'
import { CmsLink } from '@/lib/ui/CmsLink'
import { phoneText, telHref } from '@/lib/ui/contact'
import { MediaImage, isMediaDoc } from '@/lib/ui/MediaImage'
import { PlainText } from '@/lib/ui/section-text'

import type { BlockContext } from '../types'

type Props = Partial<Omit<PrivateHireCtaBlock, 'blockType'>> & BlockContext

/** Private hire call to action: an image beside a heading, text, an enquiry button and an optional phone number. */
export default function PrivateHireCtaComponent({ title, text, image, buttonText, buttonLink, phoneNumber, isFirst, picturesFirst = isFirst }: Props) {
  if (!title) return null
  const hasImage = isMediaDoc(image)
  const phone = phoneNumber?.trim()
  return (
    <section className="bg-ink text-white tab:px-12">
      <div className={`mx-auto grid max-w-6xl items-stretch ${hasImage ? 'tab:grid-cols-2' : ''}`}>
        {hasImage ? (
          <div className="relative aspect-[4/3] tab:aspect-auto tab:min-h-[28rem]">
            <MediaImage media={image} fill sizes="(min-width: 1248px) 576px, (min-width: 834px) calc(50vw - 48px), 100vw" priority={picturesFirst} className="object-cover" />
          </div>
        ) : null}
        <div className={`flex flex-col justify-center px-6 py-16 tab:px-12 xl:px-20 ${hasImage ? '' : 'mx-auto max-w-3xl text-center'}`}>
          <h2 className="font-display text-3xl uppercase tracking-wide xl:text-4xl">{title}</h2>
          <PlainText text={text} className="mt-6" />
          {buttonText && buttonLink ? (
            <CmsLink href={buttonLink} className={`btn btn-light mt-8 py-3 text-center ${hasImage ? 'self-start' : 'self-center'}`}>
              {buttonText}
            </CmsLink>
          ) : null}
          {phone ? (
            <p className="mt-6 text-sm tracking-wide">
              Or call{' '}
              <a href={telHref(phone)} className="underline underline-offset-4">
                {phoneText(phone)}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}
