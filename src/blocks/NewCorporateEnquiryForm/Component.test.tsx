// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ENQUIRY_FORM_ANCHOR, OPEN_FORM_EVENT } from '@/lib/ui/page-anchors'

import NewCorporateEnquiryFormBlock from './Component'

// The server action is the network boundary; the block is about what it renders.
vi.mock('@/features/enquiries/actions', () => ({ tourFormAction: vi.fn(), enquiryFormAction: vi.fn() }))

afterEach(cleanup)

describe('corporate enquiry form block', () => {
  it('is the tour form fixed to Corporate, without the toggle', () => {
    render(<NewCorporateEnquiryFormBlock title="Corporate membership" pagePath="/styleguide" />)
    const types = document.querySelectorAll<HTMLInputElement>('input[name="clientType"]')
    expect([...types].map((i) => [i.type, i.value])).toEqual([['hidden', 'Corporate']])
    expect(document.querySelector('input[name="companyName"]')).not.toBeNull()
    expect(document.querySelector('section')!.id).toBe('')
  })

  it('opens on /corporate when the mobile sticky button asks, and is its scroll target', () => {
    render(<NewCorporateEnquiryFormBlock title="Corporate membership" hideFormBehindButton revealButtonText="FILL THE FORM" pagePath="/corporate" />)
    expect(document.querySelector('section')!.id).toBe(ENQUIRY_FORM_ANCHOR)
    const gate = document.querySelector('details')!
    expect(gate.open).toBe(false)
    act(() => void window.dispatchEvent(new Event(OPEN_FORM_EVENT)))
    expect(gate.open).toBe(true)
  })
})
