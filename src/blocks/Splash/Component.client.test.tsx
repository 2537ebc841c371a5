// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SplashVideo } from './Component.client'

let reducedMotion = false
let motionListeners: Array<() => void> = []
let paused = true
let play: ReturnType<typeof vi.fn>
let pause: ReturnType<typeof vi.fn>

beforeEach(() => {
  reducedMotion = false
  motionListeners = []
  paused = true
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('reduce') ? reducedMotion : false
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => motionListeners.push(fn),
    removeEventListener: () => {},
  }))
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused)
  play = vi.fn(function (this: HTMLMediaElement) {
    paused = false
    this.dispatchEvent(new Event('play'))
    this.dispatchEvent(new Event('playing'))
    return Promise.resolve()
  })
  pause = vi.fn(function (this: HTMLMediaElement) {
    paused = true
    this.dispatchEvent(new Event('pause'))
  })
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never)
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const sources = [{ src: '/api/media/file/terrace.mp4', type: 'video/mp4' }]
const video = () => document.querySelector('video') as HTMLVideoElement

describe('SplashVideo', () => {
  it('starts muted by itself when the visitor has not asked for reduced motion, and offers to pause', async () => {
    render(<SplashVideo sources={sources} />)
    await act(async () => {})
    expect(play).toHaveBeenCalledTimes(1)
    expect(video().muted).toBe(true)
    expect(video().loop).toBe(true)
    expect(video().className).toContain('opacity-100')
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy()
  })

  it('never starts by itself under prefers-reduced-motion: the poster shows and the button offers to play', async () => {
    reducedMotion = true
    render(<SplashVideo sources={sources} />)
    await act(async () => {})
    expect(play).not.toHaveBeenCalled()
    expect(video().className).toContain('opacity-0')
    const button = screen.getByRole('button', { name: 'Play video' })
    fireEvent.click(button)
    expect(play).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Pause video' })).toBeTruthy()
  })

  it('pauses and plays again from the button', async () => {
    render(<SplashVideo sources={sources} />)
    await act(async () => {})
    fireEvent.click(screen.getByRole('button', { name: 'Pause video' }))
    expect(pause).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }))
    expect(play).toHaveBeenCalledTimes(2)
  })

  it('is a real button reachable by keyboard, and the silent video itself is not (it has no controls of its own)', () => {
    render(<SplashVideo sources={sources} />)
    const button = screen.getByRole('button')
    expect(button.getAttribute('type')).toBe('button')
    button.focus()
    expect(document.activeElement).toBe(button)
    expect(video().hasAttribute('tabindex')).toBe(false)
    expect(video().hasAttribute('controls')).toBe(false)
  })

  it('stops when the visitor turns on reduced motion while watching', async () => {
    render(<SplashVideo sources={sources} />)
    await act(async () => {})
    reducedMotion = true
    act(() => motionListeners.forEach((fn) => fn()))
    expect(pause).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy()
  })

  it('shows "Play video" when the browser refuses to start it', async () => {
    play.mockImplementationOnce(() => Promise.reject(new Error('NotAllowedError')))
    render(<SplashVideo sources={sources} />)
    await act(async () => {})
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy()
  })
})
