import { contentScreenClass } from '@/lib/ui/screen'

/** An OpenTable restaurant id ("rid"): digits only. */
export const OPENTABLE_RID = /^\d{1,10}$/

export type OpenTableTheme = 'wide' | 'standard'

/** Spec 000 section 7: the wide widget on desktop (content breakpoints: from 1280 px), standard below. */
export const openTableTheme = (width: number): OpenTableTheme => (contentScreenClass(width) === 'desktop' ? 'wide' : 'standard')

/** The reservation widget loader: standard type, British site and locale, in an iframe. */
export const openTableScriptUrl = (restaurantId: string, theme: OpenTableTheme): string =>
  `https://www.opentable.co.uk/widget/reservation/loader?rid=${encodeURIComponent(restaurantId)}&type=standard&theme=${theme}` +
  '&color=1&dark=false&iframe=true&domain=couk&lang=en-GB&newtab=false&ot_source=Restaurant%20website'
