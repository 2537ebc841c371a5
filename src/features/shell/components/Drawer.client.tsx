'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import type { DrawerProps } from './DrawerPanel.client'
import { Hamburger } from './Hamburger'

// The panel (and the dialog library under it) loads when the visitor first reaches for the menu.
const loadPanel = () => import('./DrawerPanel.client')
const DrawerPanel = dynamic(loadPanel, { ssr: false })

export function Drawer(props: DrawerProps) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="flex h-11 w-11 items-center justify-center"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        <Hamburger open={open} />
      </button>
      {mounted ? <DrawerPanel {...props} open={open} setOpen={setOpen} returnFocusTo={button} /> : null}
    </>
  )
}
