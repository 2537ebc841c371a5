'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* The interactive part, in a chunk of its own that only pages showing this module load (docs/decisions/016). */
const Loaded = dynamic(() => import('./Component.client').then((m) => m.OfficeSearch))

export const OfficeSearch = lazyPart('office-search', Loaded)
