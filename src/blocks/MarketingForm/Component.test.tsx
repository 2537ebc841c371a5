// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import MarketingForm from './Component'

type HappyWindow = Window & { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
const happy = () => (window as unknown as HappyWindow).happyDOM

const PORTAL = '25123456'
const FORM = '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d'
const EU = 'https://js-eu1.hsforms.net/forms/embed/v2.js'

const hubspotScripts = () => Array.from(document.querySelectorAll('script')).filter((s) => s.src.includes('hsforms'))
const flush = () => act(async () => undefined)

type CreateOptions = { region: string; portalId: string; formId: string; target: string; onFormReady?: () => void }
let create: ReturnType<typeof vi.fn<(options: CreateOptions) => unknown>>

beforeEach(() => {
  // happy-dom never fetches scripts in tests: it reports a failed load unless told to report success.
  happy().settings.handleDisabledFileLoadingAsSuccess = true
  create = vi.fn<(options: CreateOptions) => unknown>()
  window.hbspt = { forms: { create } }
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  cleanup()
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  delete window.hbspt
  vi.restoreAllMocks()
})

describe('marketing form: not configured', () => {
  it('shows visitors nothing and loads no script without both ids', async () => {
    expect(renderToStaticMarkup(<MarketingForm title="Stay in touch" />)).toBe('')
    expect(renderToStaticMarkup(<MarketingForm portalId={PORTAL} />)).toBe('')
    expect(renderToStaticMarkup(<MarketingForm formId={FORM} />)).toBe('')
    render(<MarketingForm title="Stay in touch" portalId={PORTAL} />)
    render(<MarketingForm formId={FORM} />)
    await flush()
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(create).not.toHaveBeenCalled()
  })

  it('tells staff in preview what is missing', () => {
    const both = renderToStaticMarkup(<MarketingForm preview />)
    expect(both).toContain('role="note"')
    expect(both).toContain('Marketing form: no HubSpot portal id is set and no HubSpot form id is set, so visitors see nothing here.')
    expect(renderToStaticMarkup(<MarketingForm preview portalId={PORTAL} />)).toContain(
      'Marketing form: no HubSpot form id is set, so visitors see nothing here.',
    )
    expect(renderToStaticMarkup(<MarketingForm preview portalId="club" formId="abc" />)).toContain(
      '“club” is not a HubSpot portal id (it should be a number) and “abc” is not a HubSpot form id',
    )
  })
})

describe('marketing form: configured', () => {
  it('renders the heading and description, and a loading line until HubSpot draws the form', () => {
    const html = renderToStaticMarkup(<MarketingForm title="Stay in touch" description="News from the four clubs." portalId={PORTAL} formId={FORM} />)
    expect(html).toMatch(/<h2[^>]*>Stay in touch<\/h2>/)
    expect(html).toContain('News from the four clubs.')
    expect(html).toContain('Loading the form…')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('role="note"')
  })

  it('loads HubSpot’s eu1 script by default and creates the form in its own container', async () => {
    render(<MarketingForm portalId={PORTAL} formId={FORM} region={undefined} />)
    await flush()
    expect(hubspotScripts().map((s) => s.src)).toEqual([EU])
    expect(create).toHaveBeenCalledTimes(1)
    const options = create.mock.calls[0]![0]
    expect(options).toMatchObject({ region: 'eu1', portalId: PORTAL, formId: FORM })
    const target = document.querySelector(options.target)
    expect(target).not.toBeNull()
    expect(target!.getAttribute('data-hubspot-form')).toBe(FORM)
  })

  it('uses the chosen data centre', async () => {
    render(<MarketingForm portalId={PORTAL} formId={FORM} region="na1" />)
    await flush()
    expect(hubspotScripts().map((s) => s.src)).toEqual(['https://js-na1.hsforms.net/forms/embed/v2.js'])
    expect(create.mock.calls[0]![0]).toMatchObject({ region: 'na1' })
  })

  it('never injects the script or creates the form twice: re-renders and React strict mode', async () => {
    const { rerender } = render(
      <StrictMode>
        <MarketingForm portalId={PORTAL} formId={FORM} title="Stay in touch" />
      </StrictMode>,
    )
    await flush()
    rerender(
      <StrictMode>
        <MarketingForm portalId={PORTAL} formId={FORM} title="Join the list" />
      </StrictMode>,
    )
    await flush()
    expect(hubspotScripts()).toHaveLength(1)
    expect(create).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Join the list')
  })

  it('shares one script between two forms on the same page', async () => {
    render(
      <>
        <MarketingForm portalId={PORTAL} formId={FORM} />
        <MarketingForm portalId={PORTAL} formId="9f8e7d6c-5b4a-4321-8765-0fedcba98765" />
      </>,
    )
    await flush()
    expect(hubspotScripts()).toHaveLength(1)
    expect(create).toHaveBeenCalledTimes(2)
    const targets = create.mock.calls.map((call) => call[0].target)
    expect(new Set(targets).size).toBe(2)
  })

  it('hides the loading line when HubSpot reports the form ready', async () => {
    render(<MarketingForm portalId={PORTAL} formId={FORM} />)
    await flush()
    expect(screen.getByRole('status').textContent).toBe('Loading the form…')
    act(() => create.mock.calls[0]![0].onFormReady!())
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('apologises when HubSpot cannot be reached', async () => {
    happy().settings.handleDisabledFileLoadingAsSuccess = false
    render(<MarketingForm portalId={PORTAL} formId={FORM} />)
    await flush()
    expect(create).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('Sorry, this form cannot be shown right now. Please try again later.')
  })

  it('apologises when the script loads but HubSpot’s form API is missing', async () => {
    delete window.hbspt
    render(<MarketingForm portalId={PORTAL} formId={FORM} />)
    await flush()
    expect(screen.getByRole('status').textContent).toContain('cannot be shown right now')
  })

  it('uses a pink background when chosen, white otherwise', () => {
    expect(renderToStaticMarkup(<MarketingForm portalId={PORTAL} formId={FORM} background="pink" />)).toContain('bg-blush')
    expect(renderToStaticMarkup(<MarketingForm portalId={PORTAL} formId={FORM} />)).toContain('bg-white')
  })
})
