'use client'

import dynamic from 'next/dynamic'

import { lazyPart } from '@/lib/ui/lazy-part.client'

/* The form and its schema (zod) in a chunk of their own, loaded only where a page shows it (docs/decisions/016). */
const Loaded = dynamic(() => import('./LoginForm.client').then((m) => m.LoginForm))

export const LoginForm = lazyPart('login-form', Loaded)
