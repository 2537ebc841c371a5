import Link from 'next/link'

import { MediaImage } from '@/lib/ui/MediaImage'

import { ScrollCue } from './Component.client'

type Props = {
  title: string
  subTitle?: string | null
  scrollText?: string | null
  buttonRequired?: boolean | null
  buttonText?: string | null
  buttonLink?: string | null
  desktopImage?: unknown
  mobileImage?: unknown
  /** Set by the renderer for the first module only, which is the one image worth loading eagerly. */
  isFirst?: boolean
}

export default function HeroComponent(props: Props) {
  const { title, subTitle, scrollText, buttonRequired, buttonText, buttonLink, desktopImage, mobileImage, isFirst } = props
  return (
    <section className="relative flex min-h-[85svh] items-end overflow-hidden bg-ink text-white">
      <div className={mobileImage ? 'absolute inset-0 hidden md:block' : 'absolute inset-0'}>
        <MediaImage media={desktopImage} fill sizes="100vw" priority={isFirst} className="object-cover" />
      </div>
      {mobileImage ? (
        <div className="absolute inset-0 md:hidden">
          <MediaImage media={mobileImage} fill sizes="100vw" priority={isFirst} className="object-cover" />
        </div>
      ) : null}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
      <div className="relative z-10 mx-auto w-full max-w-6xl px-6 pb-16 md:px-12 md:pb-24">
        <h1 className="font-display text-4xl uppercase tracking-wide md:text-6xl">{title}</h1>
        {subTitle ? <p className="mt-4 max-w-2xl text-lg md:text-xl">{subTitle}</p> : null}
        {buttonRequired && buttonText && buttonLink ? (
          <Link href={buttonLink} className="btn btn-light mt-8">
            {buttonText}
          </Link>
        ) : null}
        {scrollText ? <ScrollCue label={scrollText} /> : null}
      </div>
    </section>
  )
}
