'use client'

import dynamic from 'next/dynamic'

export type { GalleryTab } from './GalleryTabs.client'

/** The tabs (and Radix) load only on pages that show a gallery with several groups. */
export const GalleryTabs = dynamic(() => import('./GalleryTabs.client').then((m) => m.GalleryTabs))
