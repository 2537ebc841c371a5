'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { HubSpotForm } from '@/integrations/marketing-form/hubspot.client'
import type { HubSpotRegion } from '@/lib/validation/hubspot-form'

/** The hidden HubSpot property that receives the page title (the form in HubSpot must have it). */
export const QUERY_ORIGIN_PROPERTY = 'query_origin'

type Props = {
  region: HubSpotRegion
  portalId: string
  formId: string
  queryOrigin: string
  /** Shown once HubSpot has drawn the form (spec 000: "When ready, a consent line appears"). */
  consent: ReactNode
}

type FormCallback = { type?: unknown; eventName?: unknown; id?: unknown }

/** The form HubSpot drew: in the page, or inside the frame it sometimes uses. */
function drawnForm(root: HTMLElement): HTMLFormElement | null {
  const inPage = root.querySelector('form')
  if (inPage) return inPage
  try {
    return root.querySelector('iframe')?.contentDocument?.querySelector('form') ?? null
  } catch {
    // A frame from another origin cannot be reached; HubSpot then records the page URL itself.
    return null
  }
}

function fillQueryOrigin(root: HTMLElement | null, value: string) {
  const input = root && drawnForm(root)?.querySelector<HTMLInputElement>(`input[name="${QUERY_ORIGIN_PROPERTY}"]`)
  if (!input) return
  input.value = value
  // HubSpot keeps its own copy of each value and only notices changes through these events.
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/**
 * The office or event HubSpot form with the page title in its hidden query-origin field. HubSpot
 * announces a drawn form with a window message naming the form ("hsFormCallback" / onFormReady),
 * which is when the field exists and the consent line may show. The message only sets our own
 * value and shows our own line, so where it comes from does not need checking.
 */
export function HubSpotContactForm({ region, portalId, formId, queryOrigin, consent }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as FormCallback | null
      if (!data || data.type !== 'hsFormCallback' || data.eventName !== 'onFormReady' || data.id !== formId) return
      fillQueryOrigin(container.current, queryOrigin)
      setReady(true)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [formId, queryOrigin])

  return (
    <div ref={container} className="flex flex-col gap-4" data-contact-hubspot={formId}>
      <HubSpotForm key={`${region}/${portalId}/${formId}`} region={region} portalId={portalId} formId={formId} />
      {ready ? consent : null}
    </div>
  )
}
