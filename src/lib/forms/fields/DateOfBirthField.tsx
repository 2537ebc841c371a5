import type { ComponentPropsWithRef, FocusEventHandler } from 'react'

import { dayOptions, MONTHS } from '../dates'
import { FieldError } from './FieldError'
import { errorIdFor } from './ids'
import { SelectControl } from './SelectField'
import { fieldStyles } from './styles'

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'id'>

type Props = {
  /** The group's id; the selects are `${id}-day`, `-month`, `-year` and the day select takes focus for the group. */
  id: string
  legend?: string
  /** The years offered, in the order shown (a date of birth: newest first). */
  years: readonly number[]
  /** The month and year chosen so far, which decide the days offered (31 February is never offered). */
  month?: string
  year?: string
  day: SelectProps
  monthSelect: SelectProps
  yearSelect: SelectProps
  error?: string
  /** Focus leaving the group (or moving inside it): the form checks the date when it leaves. */
  onBlur?: FocusEventHandler<HTMLFieldSetElement>
  className?: string
}

const MONTH_OPTIONS = MONTHS.map((label, i) => ({ label, value: i + 1 }))

const toNumber = (v?: string) => (v && /^\d+$/.test(v) ? Number(v) : undefined)

/** The day of the group's day select, for focusing the date of birth as one field. */
export const dayIdFor = (id: string) => `${id}-day`

/** Date of birth as day, month and year selects in one labelled group with one message. */
export function DateOfBirthField({ id, legend = 'Date of birth', years, month, year, day, monthSelect, yearSelect, error, onBlur, className }: Props) {
  const errorId = errorIdFor(id)
  const days = dayOptions(toNumber(month), toNumber(year)).map((d) => ({ label: String(d), value: d }))
  const shared = { error, errorId }
  return (
    <fieldset className={className ?? fieldStyles.field} onBlur={onBlur}>
      <legend className={`${fieldStyles.label} mb-1`}>{legend}</legend>
      <div className="grid grid-cols-[1fr_2fr_1.5fr] gap-2">
        <label className="sr-only" htmlFor={dayIdFor(id)}>
          Day
        </label>
        <SelectControl id={dayIdFor(id)} options={days} placeholder="Day" {...shared} {...day} />
        <label className="sr-only" htmlFor={`${id}-month`}>
          Month
        </label>
        <SelectControl id={`${id}-month`} options={MONTH_OPTIONS} placeholder="Month" {...shared} {...monthSelect} />
        <label className="sr-only" htmlFor={`${id}-year`}>
          Year
        </label>
        <SelectControl id={`${id}-year`} options={years.map((y) => ({ label: String(y), value: y }))} placeholder="Year" {...shared} {...yearSelect} />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
