import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import PrivateHireCta from './Component'
import { PrivateHireCta as config } from './config'

const image = { id: 4, url: '/media/ballroom.jpg', alt: 'The Knightsbridge ballroom laid for dinner', width: 1600, height: 1200 } as Media

describe('PrivateHireCta', () => {
  it('defaults the button to "Enquire about private hire"', () => {
    const field = config.fields.flatMap((f) => ('fields' in f ? f.fields : [f])).find((f) => 'name' in f && f.name === 'buttonText')
    expect(field && 'defaultValue' in field ? field.defaultValue : undefined).toBe('Enquire about private hire')
  })

  it('shows the heading, text, image, button and phone link', () => {
    const html = renderToStaticMarkup(
      <PrivateHireCta
        title="Host your next event with us"
        text="Twelve rooms across four clubs."
        image={image}
        buttonText="Enquire about private hire"
        buttonLink="/private-hire"
        phoneNumber="020 7123 4567"
      />,
    )
    expect(html).toContain('<h2')
    expect(html).toContain('Twelve rooms across four clubs.')
    expect(html).toContain('alt="The Knightsbridge ballroom laid for dinner"')
    expect(html).toContain('loading="lazy"')
    expect(html).toMatch(/<a [^>]*href="\/private-hire"[^>]*>Enquire about private hire<\/a>/)
    expect(html).toMatch(/class="btn btn-light[^"]*"[^>]*>Enquire about private hire/)
    expect(html).toContain('Or call <a href="tel:02071234567" class="underline underline-offset-4">020\u00a07123\u00a04567</a>')
    expect(html).toContain('tab:grid-cols-2')
  })

  it('leaves out the phone line, button and image when they are not set', () => {
    const html = renderToStaticMarkup(<PrivateHireCta title="Private hire" buttonText="Enquire" />)
    expect(html).not.toContain('tel:')
    expect(html).not.toContain('<a ')
    expect(html).not.toContain('<img')
    expect(html).toContain('text-center')
  })

  it('renders nothing without a heading', () => {
    expect(renderToStaticMarkup(<PrivateHireCta text="No heading" />)).toBe('')
  })
})
