import { beforeEach, describe, expect, it, vi } from 'vitest'

const navigation = vi.hoisted(() => ({ pathname: '/application/address' as string | null, search: (): URLSearchParams | null => new URLSearchParams('edit=true') }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname, useSearchParams: () => navigation.search() }))

const { useFormPermalink } = await import('./useFormPermalink')

describe('useFormPermalink', () => {
  beforeEach(() => {
    navigation.pathname = '/application/address'
    navigation.search = () => new URLSearchParams('edit=true')
  })

  it('is the page’s own address, query included, on a page rendered per request', () => {
    expect(useFormPermalink()).toBe('/application/address?edit=true')
    navigation.search = () => new URLSearchParams()
    expect(useFormPermalink()).toBe('/application/address')
  })

  it('is the path alone while Next pre-builds the page (useSearchParams throws its bail-out)', () => {
    navigation.pathname = '/account/forgot-password'
    navigation.search = () => {
      throw Object.assign(new Error('Bail out to client-side rendering: useSearchParams()'), { digest: 'BAILOUT_TO_CLIENT_SIDE_RENDERING' })
    }
    expect(useFormPermalink()).toBe('/account/forgot-password')
  })

  it('lets any other error through', () => {
    navigation.search = () => {
      throw new Error('something else')
    }
    expect(() => useFormPermalink()).toThrow('something else')
  })

  it('is undefined outside Next’s router', () => {
    navigation.pathname = null
    expect(useFormPermalink()).toBeUndefined()
  })
})
