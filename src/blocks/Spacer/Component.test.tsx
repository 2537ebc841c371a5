import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import Spacer from './Component'

describe('Spacer', () => {
  it('is empty space of the chosen size, hidden from assistive technology', () => {
    expect(renderToStaticMarkup(<Spacer size="small" />)).toBe('<div aria-hidden="true" class="h-6"></div>')
    expect(renderToStaticMarkup(<Spacer size="large" />)).toBe('<div aria-hidden="true" class="h-24"></div>')
  })

  it('is medium (48 px) by default', () => {
    expect(renderToStaticMarkup(<Spacer />)).toBe('<div aria-hidden="true" class="h-12"></div>')
  })
})
