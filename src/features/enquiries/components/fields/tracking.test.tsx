// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { HiddenFields } from '@/lib/forms/fields'

import { captureTracking, gaClientIdFrom } from './tracking'
import { useTracking } from './useTracking'

const memoryStore = () => {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

describe('captureTracking', () => {
  it('maps the five UTM parameters to their payload fields', () => {
    const search = '?utm_campaign=spring&utm_source=newsletter&utm_medium=email&utm_content=hero&utm_term=members+club&other=x'
    expect(captureTracking(search, '', memoryStore())).toEqual({
      gaUtmCampaign: 'spring',
      gaUtmSource: 'newsletter',
      gaUtmMedium: 'email',
      gaUtmContent: 'hero',
      gaUtmTerm: 'members club',
    })
  })

  it('takes the analytics client id from the _ga cookie', () => {
    expect(gaClientIdFrom('a=1; _ga=GA1.1.123456789.1700000000; b=2')).toBe('123456789.1700000000')
    expect(gaClientIdFrom('_ga=GA1.2.42.7')).toBe('42.7')
    expect(gaClientIdFrom('_gat=1; _ga_ABC=GS1.1.x')).toBeUndefined()
    expect(gaClientIdFrom('_ga=nonsense')).toBeUndefined()
    expect(captureTracking('', '_ga=GA1.1.11.22', memoryStore())).toEqual({ gaClientId: '11.22' })
  })

  it('keeps referrer ids from the query in session storage and falls back to them later', () => {
    const store = memoryStore()
    expect(captureTracking('?referrerMemberId=M-1&referrerCustomerId=C-9', '', store)).toEqual({ referrerMemberId: 'M-1', referrerCustomerId: 'C-9' })
    expect(store.data.get('referrerMemberId')).toBe('M-1')
    expect(captureTracking('', '', store)).toEqual({ referrerMemberId: 'M-1', referrerCustomerId: 'C-9' })
    expect(captureTracking('?referrerMemberId=M-2', '', store)).toEqual({ referrerMemberId: 'M-2', referrerCustomerId: 'C-9' })
  })

  it('loses only the fallback when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(captureTracking('?referrerMemberId=M-1', '', refusing)).toEqual({ referrerMemberId: 'M-1' })
    expect(captureTracking('', '', refusing)).toEqual({})
  })
})

function Probe() {
  return (
    <form>
      <HiddenFields values={useTracking()} />
    </form>
  )
}

describe('useTracking', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    document.cookie = '_ga=GA1.1.555.666'
  })
  afterEach(() => {
    cleanup()
    window.history.replaceState(null, '', '/')
  })

  it('fills hidden inputs from the page address, the cookie and session storage', async () => {
    window.history.replaceState(null, '', '/membership/book-a-tour?utm_source=google&referrerCustomerId=C-7')
    render(<Probe />)
    await waitFor(() => expect(new FormData(document.querySelector('form')!).get('gaUtmSource')).toBe('google'))
    const data = new FormData(document.querySelector('form')!)
    expect(data.get('gaClientId')).toBe('555.666')
    expect(data.get('referrerCustomerId')).toBe('C-7')
    expect(window.sessionStorage.getItem('referrerCustomerId')).toBe('C-7')
    cleanup()

    window.history.replaceState(null, '', '/membership/book-a-tour')
    render(<Probe />)
    await waitFor(() => expect(new FormData(document.querySelector('form')!).get('referrerCustomerId')).toBe('C-7'))
    expect(new FormData(document.querySelector('form')!).get('gaUtmSource')).toBeNull()
  })
})
