// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { EventCard } from './EventCard'
import { makeEvent } from './test-fixtures'

afterEach(cleanup)

describe('EventCard', () => {
  it('writes the spec’s date line, breaking it only between its parts', () => {
    const { container } = render(<EventCard event={makeEvent(5, { eventPrice: 65 })} />)
    const line = container.querySelector('[data-event-date]')!
    expect(line.textContent).toBe('5th Dec 26 / 7:00 PM - 10:00 PM / from £65')
    expect([...line.querySelectorAll('span.whitespace-nowrap')].map((part) => part.textContent)).toEqual(['5th Dec 26', '7:00 PM - 10:00 PM', 'from £65'])
  })
})
