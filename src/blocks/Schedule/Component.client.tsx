'use client'

import dynamic from 'next/dynamic'

export type { ScheduleMonth, ScheduleRow } from './ScheduleTabs.client'

/** The month tabs and rows load only on pages that show a schedule. */
export const ScheduleTabs = dynamic(() => import('./ScheduleTabs.client').then((m) => m.ScheduleTabs))
