'use client'

import { useEffect, useId, useRef, useState } from 'react'

import type { HubSpotRegion } from '@/lib/validation/hubspot-form'

/** HubSpot's form embed script for a data centre (spec 000: region eu1). */
const hubspotScriptUrl = (region: string): string => `https://js-${region}.hsforms.net/forms/embed/v2.js`

type CreateOptions = { region: string; portalId: string; formId: string; target: string; onFormReady?: () => void }

declare global {
  interface Window {
    hbspt?: { forms?: { create: (options: CreateOptions) => unknown } }
  }
}

/**
 * Adds HubSpot's embed script once per page, whichever form asks first, and resolves when it has
 * loaded. The script element records its state, so later forms (and React's development
 * double-invoke) wait for the same element instead of adding another.
 */
function loadHubSpot(region: HubSpotRegion): Promise<void> {
  const src = hubspotScriptUrl(region)
  const existing = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-hubspot]')).find((s) => s.src === src)
  if (existing?.dataset.hubspot === 'loaded') return Promise.resolve()
  if (existing?.dataset.hubspot === 'failed') return Promise.reject(new Error('HubSpot failed to load'))
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script')
    script.addEventListener('load', () => {
      script.dataset.hubspot = 'loaded'
      resolve()
    })
    script.addEventListener('error', () => {
      script.dataset.hubspot = 'failed'
      reject(new Error('HubSpot failed to load'))
    })
    if (!existing) {
      script.src = src
      script.async = true
      script.dataset.hubspot = 'loading'
      document.head.appendChild(script)
    }
  })
}

type Status = 'loading' | 'ready' | 'failed'

/** One HubSpot form, drawn by HubSpot into its own empty container. Remount (by key) to change form. */
export function HubSpotForm({ region, portalId, formId }: { region: HubSpotRegion; portalId: string; formId: string }) {
  const target = useRef<HTMLDivElement>(null)
  const targetId = `hs-form-${useId().replace(/[^\w-]/g, '')}`
  const [status, setStatus] = useState<Status>('loading')

  useEffect(() => {
    let cancelled = false
    loadHubSpot(region).then(
      () => {
        const el = target.current
        // Cancelled: this effect was cleaned up (unmount, or React's development double-invoke).
        if (cancelled || !el || el.dataset.created) return
        const create = window.hbspt?.forms?.create
        if (!create) return setStatus('failed')
        el.dataset.created = 'true'
        try {
          create({ region, portalId, formId, target: `#${targetId}`, onFormReady: () => setStatus('ready') })
        } catch {
          setStatus('failed')
        }
      },
      () => {
        if (!cancelled) setStatus('failed')
      },
    )
    return () => {
      cancelled = true
    }
  }, [region, portalId, formId, targetId])

  return (
    <div>
      <div id={targetId} ref={target} data-hubspot-form={formId} />
      {status === 'ready' ? null : (
        <p role="status" className="text-sm">
          {status === 'loading' ? 'Loading the form…' : 'Sorry, this form cannot be shown right now. Please try again later.'}
        </p>
      )}
    </div>
  )
}
