import { beforeEach, describe, expect, it, vi } from 'vitest'

const navigation = vi.hoisted(() => ({ pathname: '/application/address' as string | null }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

const { useFormPermalink } = await import('./useFormPermalink')

describe('useFormPermalink', () => {
  beforeEach(() => {
    navigation.pathname = '/application/address'
  })

  it('is the page’s own path, with the query the form gives', () => {
    expect(useFormPermalink()).toBe('/application/address')
    expect(useFormPermalink('edit=true')).toBe('/application/address?edit=true')
  })

  it('is undefined outside Next’s router', () => {
    navigation.pathname = null
    expect(useFormPermalink('edit=true')).toBeUndefined()
  })
})
