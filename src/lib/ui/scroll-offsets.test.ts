import { describe, expect, it } from 'vitest'

import { heroCueOffset, offerButtonOffset } from './scroll-offsets'

describe('scroll offsets per screen class and page', () => {
  it('scrolls the hero cue to 900 / 1200 / 820 on ordinary pages', () => {
    expect([375, 833, 834, 1279, 1280, 1920].map((w) => heroCueOffset('/fulham', w))).toEqual([900, 900, 1200, 1200, 820, 820])
  })

  it('scrolls the hero cue to 6400 / 7512 / 5550 on summit pages', () => {
    expect([375, 1000, 1440].map((w) => heroCueOffset('/clubhouse-summit-25', w))).toEqual([6400, 7512, 5550])
    expect(heroCueOffset('/founders-summit-25/', 375)).toBe(6400)
    expect(heroCueOffset('/clubhouse-summit-24', 375)).toBe(900)
  })

  it('scrolls the offer button to 1600 / 1912 / 1550 on the networking page, else 2120 / 2412 / 2500', () => {
    expect([375, 1000, 1440].map((w) => offerButtonOffset('/networking-membership', w))).toEqual([1600, 1912, 1550])
    expect([375, 1000, 1440].map((w) => offerButtonOffset('/fulham', w))).toEqual([2120, 2412, 2500])
  })
})
