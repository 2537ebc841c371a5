'use client'

import dynamic from 'next/dynamic'

import type { CarouselProps } from './CarouselView.client'

/**
 * Embla loads with the first carousel a page renders, not with every page: the server renders the
 * carousel as usual and the page preloads this chunk only where one is shown.
 */
export const Carousel = dynamic<CarouselProps>(() => import('./CarouselView.client').then((m) => m.Carousel))
