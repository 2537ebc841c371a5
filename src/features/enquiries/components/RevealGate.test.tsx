// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { OPEN_FORM_EVENT } from '@/lib/ui/page-anchors'

import { RevealGate } from './RevealGate.client'

afterEach(cleanup)

const gate = () => document.querySelector('details')!

describe('FILL THE FORM gate', () => {
  it('is a details element, so it opens without JavaScript', () => {
    const html = renderToStaticMarkup(
      <RevealGate enabled buttonText="FILL THE FORM">
        <input aria-label="First name" />
      </RevealGate>,
    )
    expect(html).toMatch(/^<details class="group\/gate"><summary[^>]*>FILL THE FORM<\/summary><input/)
  })

  it('is left out when the block shows the form at once', () => {
    expect(renderToStaticMarkup(<RevealGate enabled={false} buttonText="FILL THE FORM"><p>form</p></RevealGate>)).toBe('<p>form</p>')
  })

  it('opens when the /corporate sticky button asks, and only if told to listen', () => {
    render(
      <RevealGate enabled buttonText="FILL THE FORM" openOnRequest>
        <input aria-label="First name" />
      </RevealGate>,
    )
    expect(gate().open).toBe(false)
    act(() => void window.dispatchEvent(new Event(OPEN_FORM_EVENT)))
    expect(gate().open).toBe(true)
    cleanup()
    render(
      <RevealGate enabled buttonText="FILL THE FORM">
        <input aria-label="First name" />
      </RevealGate>,
    )
    act(() => void window.dispatchEvent(new Event(OPEN_FORM_EVENT)))
    expect(gate().open).toBe(false)
  })

  it('moves focus to the form’s first field once opened', () => {
    render(
      <RevealGate enabled buttonText="FILL THE FORM">
        <input type="hidden" name="sourcePath" value="/" />
        <input aria-label="First name" />
      </RevealGate>,
    )
    act(() => {
      gate().open = true
      gate().dispatchEvent(new Event('toggle'))
    })
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
  })
})
