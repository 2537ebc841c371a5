'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/*
 * The form and its schema (zod) in a chunk of their own: the CMS renderer reaches every block, and
 * the bundler gives a route all the client parts it can reach, so without this every page carried
 * them (docs/decisions/016).
 */
const Loaded = dynamic(() => import('./StartForm.client').then((m) => m.StartForm))

export const StartForm = lazyPart('start-form', Loaded)
