'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* The profile form and its server actions in a chunk of their own, loaded only by the members' page (docs/decisions/016). */
const Loaded = dynamic(() => import('./ProfileForm.client').then((m) => m.ProfileForm))

export const ProfileForm = lazyPart('profile-form', Loaded)
