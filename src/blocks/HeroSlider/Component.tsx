import type { BlockContext } from '@/blocks/types'
import type { HeroSliderBlock } from '@/payload-types'
import { ArtDirectedImage } from '@/lib/ui/ArtDirectedImage'
import { Carousel } from '@/lib/ui/Carousel.client'
import { CmsLink } from '@/lib/ui/CmsLink'

/** Spec 000 sections 2 and 9: a slide every 2500 ms. */
export const SLIDER_AUTOPLAY_MS = 2500

/** Spec 000 section 9: each change takes 500 ms. */
export const SLIDER_SPEED_MS = 500

/**
 * Embla's `duration` is not in milliseconds: the fade plugin adds (1 - opacity) / duration to a
 * velocity damped by 0.68 on every 1/60 s step. Simulating that, duration 20 brings the incoming
 * slide to 99% opacity in 29 steps (~483 ms, fully settled at ~630 ms); 19 gives ~450 ms and 21
 * ~533 ms. So 20 is the value closest to SLIDER_SPEED_MS.
 */
export const SLIDER_EMBLA_DURATION = 20

export const BOOK_A_TOUR_TEXT = 'Book A Tour'
export const BOOK_A_TOUR_DEFAULT_LINK = '/book-a-tour'

type Slide = NonNullable<HeroSliderBlock['slides']>[number]
type Props = Partial<Omit<HeroSliderBlock, 'blockType'>> & BlockContext

export default function HeroSliderComponent({ slides, isFirst = false }: Props) {
  const shown = (slides ?? []).filter((slide): slide is Slide => Boolean(slide?.title || slide?.imageDesktop || slide?.imageMobile))
  if (!shown.length) return null
  // Only one slide is ever outside `inert`, so the first module's slides each carry the page's h1.
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="bg-ink pb-2 text-white">
      <Carousel
        label="Highlights"
        fade
        loop
        autoplayDelay={SLIDER_AUTOPLAY_MS}
        duration={SLIDER_EMBLA_DURATION}
        dots
        tone="light"
      >
        {shown.map((slide, index) => (
          <div key={slide.id ?? index} className="relative flex min-h-[85svh] items-end overflow-hidden">
            <ArtDirectedImage desktop={slide.imageDesktop} mobile={slide.imageMobile} priority={isFirst && index === 0} />
            <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-black/10" />
            <div className="relative z-10 site-edge pb-20 tab:pb-24">
              {slide.title ? <Heading className="font-display text-4xl uppercase tracking-wide tab:text-6xl">{slide.title}</Heading> : null}
              {slide.subtitle ? <p className="mt-4 max-w-2xl text-lg tab:text-xl">{slide.subtitle}</p> : null}
              <CmsLink href={slide.ctaLink || BOOK_A_TOUR_DEFAULT_LINK} className="btn btn-light mt-8">
                {BOOK_A_TOUR_TEXT}
              </CmsLink>
            </div>
          </div>
        ))}
      </Carousel>
    </section>
  )
}
