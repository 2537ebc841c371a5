'use client'

import dynamic from 'next/dynamic'

import type { CarouselProps } from './CarouselView.client'

/**
 * The carousel's chunk loads only on pages that show one: the server renders the carousel as usual
 * and the page preloads this chunk where one is shown. Embla itself is not in it; it is fetched when
 * the carousel nears the screen or is reached for (useLazyEmbla).
 */
export const Carousel = dynamic<CarouselProps>(() => import('./CarouselView.client').then((m) => m.Carousel))
