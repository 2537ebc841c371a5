import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import CorporateSteps from './Component'

describe('CorporateSteps', () => {
  it('shows the numbered steps on black with a light button to the corporate application', () => {
    const html = renderToStaticMarkup(
      <CorporateSteps
        title="How corporate membership works"
        steps={[
          { title: 'Tell us about your company' },
          { title: 'Add your members', text: 'Between 3 and 10 colleagues.' },
          { title: 'Set up payment' },
          { title: 'Welcome to the club' },
        ]}
        buttonText="Start your application"
        buttonLink="/corporate/contact-details"
        colour="black"
      />,
    )
    expect(html).toContain('bg-ink text-white')
    expect(html.match(/<li/g)).toHaveLength(4)
    expect(html).toContain('<span class="sr-only">Step 4: </span>Welcome to the club')
    expect(html).toContain('Between 3 and 10 colleagues.')
    expect(html).toMatch(/<a[^>]*class="btn btn-light mt-12"[^>]*href="\/corporate\/contact-details"|<a[^>]*href="\/corporate\/contact-details"[^>]*class="btn btn-light mt-12"/)
  })

  it('renders nothing without steps', () => {
    expect(renderToStaticMarkup(<CorporateSteps title="Corporate" />)).toBe('')
  })
})
