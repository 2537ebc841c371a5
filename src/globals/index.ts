import type { GlobalConfig } from 'payload'

import { ApplicationSettings } from './ApplicationSettings'
import { DuesSettings } from './DuesSettings'
import { Footer } from './Footer'
import { LimitSettings } from './LimitSettings'
import { Menus } from './Menus'
import { Privacy } from './Privacy'
import { SignInSettings } from './SignInSettings'
import { SiteSettings } from './SiteSettings'
import { TableSettings } from './TableSettings'
import { TicketSettings } from './TicketSettings'

/** Every global of the app: payload.config.ts and the access tests read this one list. */
export const globals: GlobalConfig[] = [SiteSettings, Menus, Footer, Privacy, ApplicationSettings, TicketSettings, TableSettings, DuesSettings, SignInSettings, LimitSettings]
