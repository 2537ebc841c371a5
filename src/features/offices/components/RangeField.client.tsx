'use client'

import * as Slider from '@radix-ui/react-slider'
import { useId } from 'react'

import type { Range } from '../types'

type Props = {
  label: string
  /** What each thumb is, for assistive technology: "price" gives "Minimum price" and "Maximum price". */
  name: string
  bounds: Range
  /** The chosen range; the whole of the bounds when undefined. */
  value: Range | undefined
  step: number
  format: (value: number, end: 'min' | 'max') => string
  onChange: (value: Range) => void
}

const thumbClass =
  'relative block size-6 rounded-full border-2 border-ink bg-white shadow before:absolute before:-inset-2.5 before:content-[""] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold'

/**
 * A two-thumb range slider. With nothing to choose between (no offices, or a failed request
 * leaving the bounds at [0,0]) only the labels show: a slider needs two different ends.
 */
export function RangeField({ label, name, bounds, value, step, format, onChange }: Props) {
  const id = useId()
  const current = value ?? bounds
  return (
    <div role="group" aria-labelledby={`${id}-label`} data-range={name}>
      <div className="flex items-baseline justify-between gap-4">
        <span id={`${id}-label`} className="text-xs font-semibold uppercase tracking-widest">
          {label}
        </span>
        <span className="text-sm" data-range-labels>
          {format(current.min, 'min')} - {format(current.max, 'max')}
        </span>
      </div>
      {bounds.max > bounds.min ? (
        <Slider.Root
          className="relative mt-2 flex h-11 touch-none select-none items-center"
          min={bounds.min}
          max={bounds.max}
          step={step}
          minStepsBetweenThumbs={0}
          value={[current.min, current.max]}
          onValueChange={([min, max]) => onChange({ min: min!, max: max! })}
        >
          <Slider.Track className="relative h-0.5 grow bg-ink/20">
            <Slider.Range className="absolute h-full bg-ink" />
          </Slider.Track>
          <Slider.Thumb className={thumbClass} aria-label={`Minimum ${name}`} aria-valuetext={format(current.min, 'min')} />
          <Slider.Thumb className={thumbClass} aria-label={`Maximum ${name}`} aria-valuetext={format(current.max, 'max')} />
        </Slider.Root>
      ) : null}
    </div>
  )
}
