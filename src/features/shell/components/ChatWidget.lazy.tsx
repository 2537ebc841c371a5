'use client'

import dynamic from 'next/dynamic'

/*
 * Only a club with a chat provider configured renders the widget; next/script and the widget stay in
 * a chunk of their own so every other page does not carry them (docs/decisions/016). No server
 * HTML to keep: the provider's script loads after the page is idle anyway (lazyOnload).
 */
export const ChatWidget = dynamic(() => import('./ChatWidget.client').then((m) => m.ChatWidget), { ssr: false })
