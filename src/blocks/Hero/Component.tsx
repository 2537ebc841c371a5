import type { HeroBlock } from '@/payload-types'
import type { BlockContext } from '@/blocks/types'
import { ArtDirectedImage } from '@/lib/ui/ArtDirectedImage'
import { CmsLink } from '@/lib/ui/CmsLink'
import { MediaImage } from '@/lib/ui/MediaImage'

import { ScrollCue } from './Component.client'

type Props = Omit<HeroBlock, 'blockType' | 'desktopImage'> & { desktopImage?: HeroBlock['desktopImage'] | null } & BlockContext

export default function HeroComponent(props: Props) {
  const { title, subTitle, scrollText, buttonRequired, buttonText, buttonLink, icon, desktopImage, mobileImage, isFirst = false, picturesFirst = isFirst, pagePath = '/' } = props
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="relative flex min-h-[85svh] items-end overflow-hidden bg-ink text-white">
      <ArtDirectedImage desktop={desktopImage} mobile={mobileImage} priority={picturesFirst} />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-black/10" />
      <div className="relative z-10 site-edge pb-16 tab:pb-24">
        {icon ? (
          <MediaImage media={icon} sizes="64px" className="mb-6 h-16 w-auto" />
        ) : null}
        {title ? <Heading className="font-display text-4xl uppercase tracking-wide tab:text-6xl">{title}</Heading> : null}
        {subTitle ? <p className="mt-4 max-w-2xl text-lg tab:text-xl">{subTitle}</p> : null}
        {buttonRequired && buttonText && buttonLink ? (
          <CmsLink href={buttonLink} className="btn btn-light mt-8">
            {buttonText}
          </CmsLink>
        ) : null}
        {scrollText ? <ScrollCue label={scrollText} pagePath={pagePath} /> : null}
      </div>
    </section>
  )
}
