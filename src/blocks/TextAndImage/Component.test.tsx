// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { richText } from '@/seed/richtext'

import TextAndImageComponent from './Component'

const photo: Media = { createdAt: '', updatedAt: '', id: 1, url: '/api/media/file/library.jpg', alt: 'The library in Kensington', width: 1600, height: 1200, mimeType: 'image/jpeg' }
const video: Media = { createdAt: '', updatedAt: '', id: 2, url: '/api/media/file/tour.mp4', alt: 'Tour', mimeType: 'video/mp4' }
const body = richText('Quiet rooms for reading and working, with the papers every morning.') as never

type Props = Parameters<typeof TextAndImageComponent>[0]
const html = (props: Props) => renderToStaticMarkup(<TextAndImageComponent {...props} />)

afterEach(cleanup)

describe('Text and image', () => {
  it('shows the title as a section heading, the text and the picture', () => {
    const out = html({ title: 'The library', body, image: photo })
    expect(out).toMatch(/<h2[^>]*>The library<\/h2>/)
    expect(out).toContain('Quiet rooms for reading')
    expect(out).toMatch(/<img[^>]*alt="The library in Kensington"[^>]*width="1600"[^>]*height="1200"/)
  })

  it('puts the picture on the right by default and on the left when asked (tablets and up)', () => {
    render(<TextAndImageComponent title="The library" body={body} image={photo} />)
    const text = document.querySelector('[data-text]')!
    expect(text.className).toContain('tab:order-first')
    cleanup()
    render(<TextAndImageComponent title="The library" body={body} image={photo} imageOnLeft />)
    expect(document.querySelector('[data-text]')!.className).not.toContain('tab:order-first')
    // Phones: the picture always comes first.
    expect(document.querySelector('[data-media]')!.nextElementSibling).toBe(document.querySelector('[data-text]'))
  })

  it('paints the chosen colour, white by default, with a button that contrasts with it', () => {
    const button = { buttonText: 'Private hire', buttonLink: '/private-hire' }
    expect(html({ title: 'T', ...button })).toMatch(/<section[^>]*class="[^"]*bg-white text-ink/)
    expect(html({ title: 'T', ...button })).toMatch(/<a[^>]*class="btn mt-8 btn-dark"[^>]*>Private hire<\/a>|<a class="btn mt-8 btn-dark" href="\/private-hire">Private hire<\/a>/)
    expect(html({ title: 'T', colour: 'black', ...button })).toMatch(/bg-ink text-white[\s\S]*btn-light/)
    expect(html({ title: 'T', colour: 'pink', ...button })).toMatch(/bg-blush text-ink[\s\S]*btn-dark/)
    expect(html({ title: 'T', buttonText: 'Private hire' })).not.toContain('Private hire')
  })

  it('shows the picture with a play button over it, and plays the video in place when pressed', async () => {
    render(<TextAndImageComponent title="The pool" image={photo} videoFile={video} />)
    expect(document.querySelector('video')).toBeNull()
    const play = screen.getByRole('button', { name: 'Play video: The pool' })
    expect(play.getAttribute('type')).toBe('button')
    fireEvent.click(play)
    const player = document.querySelector('video')!
    expect(player).not.toBeNull()
    expect(player.hasAttribute('controls')).toBe(true)
    expect(player.querySelector('source')!.getAttribute('src')).toBe('/api/media/file/tour.mp4')
    await act(async () => {})
    expect(document.activeElement).toBe(player)
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull()
  })

  it('plays a video file of this site given by address, the same way', () => {
    render(<TextAndImageComponent title="The pool" image={photo} videoUrl="/videos/pool.mp4" />)
    fireEvent.click(screen.getByRole('button', { name: 'Play video: The pool' }))
    expect(document.querySelector('video source')!.getAttribute('src')).toBe('/videos/pool.mp4')
  })

  it('links to a video elsewhere in a new tab instead of embedding it', () => {
    const out = html({ title: 'The summit', image: photo, videoUrl: 'https://www.youtube.com/watch?v=abc' })
    expect(out).toMatch(/<a href="https:\/\/www.youtube.com\/watch\?v=abc" target="_blank" rel="noopener noreferrer"/)
    expect(out).toContain('Watch the video<span class="sr-only">: The summit (opens in a new tab)</span>')
    expect(out).not.toContain('<iframe')
    expect(out).not.toContain('<video')
  })

  it('shows a video without a picture with its own controls', () => {
    const out = html({ title: 'The pool', videoFile: video })
    expect(out).toMatch(/<video controls=""[^>]*preload="metadata"[^>]*aria-label="The pool"/)
    expect(out).not.toContain('<button')
  })

  it('loads the picture eagerly only in the first module', () => {
    expect(html({ image: photo, isFirst: true })).toContain('loading="eager"')
    expect(html({ image: photo })).toContain('loading="lazy"')
  })

  it('renders only what it has, and nothing when it has nothing', () => {
    expect(html({ title: 'Just words' })).not.toContain('<img')
    expect(html({ image: photo })).not.toContain('<h2')
    expect(html({})).toBe('')
    expect(html({ image: 3, body: richText() as never })).toBe('')
  })
})
