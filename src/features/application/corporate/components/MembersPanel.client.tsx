'use client'

import Link from 'next/link'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

import { DateOfBirthField, MobileField, SelectField, SubmitButton, TextField } from '@/lib/forms/fields'
import { yearsNewestFirst } from '@/lib/forms/dates'
import { useActionForm } from '@/lib/forms/useActionForm'
import { ROLES } from '@/model/application'
import { DIAL_CODES, TITLES } from '@/model/people'
import { BIRTH_YEAR_MIN, birthYearMax, MOBILE_MAX_LENGTH } from '@/model/person-rules'
import { useHydrated } from '@/lib/forms/useHydrated'

import { FormBanner } from '@/lib/forms/fields/FormBanner'
import { PhotoField, type ChosenPhoto } from '../../components/PhotoField.client'
import { IDLE_STEP, type StepState } from '../../step-state'
import { memberAction, membersNextAction } from '../actions'
import { MEMBER_MESSAGES, MEMBER_PHOTO_MAX_BYTES } from '../members'
import { addMemberComplete, canAddMember } from '../steps'

export type MemberRow = {
  id: number
  title: string
  firstName: string
  lastName: string
  emailAddress: string
  dialCode: string
  mobileNumber: string
  role?: string | null
  dateOfBirth: string
  hasPhoto: boolean
  photoUrl?: string | null
}

type Props = {
  contact: { name: string; email: string; role?: string | null }
  members: MemberRow[]
  /** The membership team's address, for the info text's link. */
  teamEmail: string
}

const TITLE_OPTIONS = TITLES.map((t) => ({ label: t, value: t }))
const ROLE_OPTIONS = ROLES.map((r) => ({ label: r, value: r }))
const ORDER = ['title', 'firstName', 'lastName', 'emailAddress', 'dialCode', 'mobileNumber', 'role', 'dateOfBirth', 'photo'] as const
const FOCUS = { dateOfBirth: 'dobDay' }
const POLL_MS = 1000

/**
 * Corporate step 3, MEMBERS (spec 001 sections 2 and 4): the primary contact (editing asks first),
 * the additional members, newest first, each opened for editing one at a time or removed after a
 * confirmation (operation 3), and the add-member form. Every button posts, so the page works
 * without JavaScript; the list is rendered afresh after each change.
 */
export function MembersPanel({ contact, members, teamEmail }: Props) {
  const { state, errors, formAction, pending, formRef, fieldsKey } = useActionForm({ action: memberAction, initial: IDLE_STEP, order: ORDER, focusNames: FOCUS })
  const next = useActionForm({ action: membersNextAction, initial: IDLE_STEP, order: [] })
  const editing = typeof state.open === 'number'
  const adding = state.open === 'new'
  // The photo of a member being added waits here until the member exists (spec 001 section 4).
  const photo = useRef<File | null>(null)
  const queued = state.adding
  useEffect(() => {
    if (!queued || pending) return
    const post = (intent: 'poll' | 'photo') => {
      const data = new FormData()
      data.set('intent', intent)
      data.set('memberId', String(queued.memberId))
      if (intent === 'photo' && photo.current) data.set('photo', photo.current)
      startTransition(() => formAction(data))
    }
    if (queued.added) return post('photo')
    const timer = setTimeout(() => post('poll'), POLL_MS)
    return () => clearTimeout(timer)
  }, [queued, pending, formAction])
  const saveQueued = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const chosen = data.get('photo')
    photo.current = chosen instanceof File && chosen.size > 0 ? chosen : null
    data.delete('photo')
    data.set('clientPolls', '1')
    data.set('photoChosen', photo.current ? '1' : '')
    startTransition(() => formAction(data))
  }
  return (
    <div className="flex flex-col gap-8">
      {state.notice ? (
        <p role="status" className="border border-black p-3 text-sm">
          {state.notice}
        </p>
      ) : null}
      {queued ? (
        <p role="status" className="flex items-center gap-3 border border-black p-3 text-sm">
          <span aria-hidden className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
          {queued.added ? `Adding ${queued.name}’s photo…` : `Adding ${queued.name}… (${queued.polls + 1} s)`}
        </p>
      ) : null}
      <FormBanner message={state.message ?? next.state.message} />
      <section aria-labelledby="primary-contact" className="flex flex-col gap-3 border-b border-current/15 pb-6">
        <h2 id="primary-contact" className="font-display text-xl uppercase tracking-wide">
          Primary contact
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p>
            <span className="block font-semibold">{contact.name}</span>
            <span className="block text-sm [overflow-wrap:anywhere]">{contact.email}</span>
            {contact.role ? <span className="block text-sm">{contact.role}</span> : null}
          </p>
          {state.confirmContact ? null : (
            <form action={formAction}>
              <button type="submit" name="intent" value="editContact" className="btn btn-outline min-h-11">
                EDIT
              </button>
            </form>
          )}
        </div>
        {state.confirmContact ? (
          <Confirmation
            text="Edit the primary contact’s details? You will leave this page; the members are kept."
            confirm={
              <Link href="/corporate/contact-details?edit=true" className="btn btn-dark min-h-11">
                <span className="tab:hidden">EDIT</span>
                <span className="hidden tab:inline">EDIT CONTACT DETAILS</span>
              </Link>
            }
            cancel={formAction}
          />
        ) : null}
      </section>

      <section aria-labelledby="members-heading" className="flex flex-col gap-4">
        <h2 id="members-heading" className="font-display text-xl uppercase tracking-wide">
          Members: {members.length} added, up to 10
        </h2>
        {members.length === 0 ? <p>No members added yet.</p> : null}
        <ul className="flex flex-col gap-4">
          {members.map((m) => (
            <li key={m.id} className="border border-current/20 p-4">
              {state.open === m.id ? (
                <MemberForm key={fieldsKey} member={m} state={state} errors={errors} action={formAction} pending={pending} formRef={formRef} />
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-4">
                  {m.photoUrl ? <img src={m.photoUrl} alt="" width={56} height={56} className="size-14 shrink-0 object-cover" /> : null}
                  {/* At least 12 rem before the buttons wrap below: with no basis the buttons kept the line
                      and squeezed the name and e-mail to a letter a line on a phone. */}
                  <p className="min-w-0 flex-[1_1_12rem]">
                    <span className="block font-semibold">
                      {m.title} {m.firstName} {m.lastName}
                      {state.justAdded === m.id ? <span className="ml-2 border border-current px-1.5 py-0.5 text-xs uppercase tracking-wide">Just added</span> : null}
                    </span>
                    <span className="block text-sm [overflow-wrap:anywhere]">{m.emailAddress}</span>
                    <span className="block text-sm">
                      {m.dialCode} {m.mobileNumber}
                      {m.role ? ` · ${m.role}` : ''}
                      {m.hasPhoto ? '' : ' · no photo yet'}
                    </span>
                  </p>
                  {editing || adding || state.confirmRemove === m.id ? null : (
                    <form action={formAction} className="flex gap-2">
                      <input type="hidden" name="memberId" value={m.id} />
                      <button type="submit" name="intent" value="edit" className="btn btn-outline min-h-11" aria-label={`Edit ${m.firstName} ${m.lastName}`}>
                        EDIT
                      </button>
                      <button type="submit" name="intent" value="remove" className="btn btn-outline min-h-11" aria-label={`Remove ${m.firstName} ${m.lastName}`}>
                        REMOVE
                      </button>
                    </form>
                  )}
                </div>
              )}
              {state.confirmRemove === m.id ? (
                <Confirmation
                  text={`Remove ${m.firstName} ${m.lastName} from the application?`}
                  confirm={
                    <form action={formAction}>
                      <input type="hidden" name="memberId" value={m.id} />
                      <button type="submit" name="intent" value="confirmRemove" className="btn btn-dark min-h-11">
                        <span className="tab:hidden">REMOVE</span>
                        <span className="hidden tab:inline">YES, REMOVE THIS MEMBER</span>
                      </button>
                    </form>
                  }
                  cancel={formAction}
                />
              ) : null}
            </li>
          ))}
        </ul>
        {adding ? (
          <div className="border border-black p-4">
            <h3 className="mb-4 font-display text-lg uppercase">Add a member</h3>
            <MemberForm key={fieldsKey} state={state} errors={errors} action={formAction} pending={pending || Boolean(queued)} formRef={formRef} onSave={saveQueued} />
          </div>
        ) : canAddMember(members.length, editing, adding) ? (
          <form action={formAction}>
            <button type="submit" name="intent" value="new" className="btn btn-outline min-h-11">
              ADD A MEMBER
            </button>
          </form>
        ) : null}
        <p className="text-sm">
          Questions about who can join? E-mail the membership team at{' '}
          <a href={`mailto:${teamEmail}`} className="underline underline-offset-4 [overflow-wrap:anywhere]">
            {teamEmail}
          </a>
          .
        </p>
      </section>

      <form action={next.formAction} className="flex flex-wrap items-center justify-between gap-4 border-t border-current/15 pt-6">
        <Link href="/corporate/about-the-company?edit=true" className="btn btn-outline min-h-11">
          PREVIOUS
        </Link>
        <SubmitButton pending={next.pending}>NEXT</SubmitButton>
      </form>
    </div>
  )
}

/** The corporate member confirmation (spec 001 section 2): a cancel and a confirm, centred. */
function Confirmation({ text, confirm, cancel }: { text: string; confirm: React.ReactNode; cancel: (formData: FormData) => void }) {
  return (
    <div role="alertdialog" aria-label="Please confirm" className="mx-auto mt-4 flex w-full max-w-md flex-col items-center gap-4 border border-black p-6 text-center">
      <p>{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <form action={cancel}>
          <button type="submit" name="intent" value="cancel" className="btn btn-outline min-h-11">
            CANCEL
          </button>
        </form>
        {confirm}
      </div>
    </div>
  )
}

type FormProps = {
  member?: MemberRow
  state: StepState
  errors: Record<string, string>
  action: (formData: FormData) => void
  pending: boolean
  formRef: React.RefObject<HTMLFormElement | null>
  /** A new member's save, with JavaScript: the page queues the add and polls for it. */
  onSave?: (form: HTMLFormElement) => void
}

/** The add-member form (and a member's edit): role optional; a photo of at most 5 MB (a larger one is skipped). */
function MemberForm({ member, state, errors, action, pending, formRef, onSave }: FormProps) {
  const [chosen, setChosen] = useState<ChosenPhoto>(null)
  // Save is enabled once the required fields are filled and a photo is chosen (or held, when editing).
  const own = useRef<HTMLFormElement>(null)
  const [filled, setFilled] = useState(true)
  const check = useCallback(() => {
    const form = own.current
    if (!form) return
    const v = Object.fromEntries([...new FormData(form).entries()].filter((e): e is [string, string] => typeof e[1] === 'string'))
    setFilled(addMemberComplete({ ...v, dateOfBirth: v.dobDay && v.dobMonth && v.dobYear ? 'given' : '' }, true, false))
  }, [])
  useEffect(check, [check])
  const photoReady = Boolean(member?.hasPhoto) || Boolean(chosen && !chosen.error)
  const setRefs = (node: HTMLFormElement | null) => {
    own.current = node
    formRef.current = node
  }
  const hydrated = useHydrated()
  const v = state.values.firstName !== undefined ? state.values : member ? { ...member, role: member.role ?? '', ...dobParts(member.dateOfBirth) } : {}
  const id = (name: string) => `member-${member?.id ?? 'new'}-${name}`
  const str = (k: string) => (v as Record<string, string | undefined>)[k] ?? ''
  return (
    <form
      ref={setRefs}
      action={action}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        if (!onSave || submitter?.name === 'intent') return
        event.preventDefault()
        onSave(event.currentTarget)
      }}
      onInput={() => setTimeout(check)}
      onChange={() => setTimeout(check)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={member ? `Edit ${member.firstName} ${member.lastName}` : 'Add a member'}
    >
      {member ? <input type="hidden" name="memberId" value={member.id} /> : null}
      <SelectField id={id('title')} name="title" label="Title" options={TITLE_OPTIONS} placeholder="Select" defaultValue={str('title')} error={errors.title} />
      <TextField id={id('firstName')} name="firstName" label="First name" maxLength={100} defaultValue={str('firstName')} error={errors.firstName} />
      <TextField id={id('lastName')} name="lastName" label="Last name" maxLength={100} defaultValue={str('lastName')} error={errors.lastName} />
      <TextField id={id('emailAddress')} name="emailAddress" type="email" label="E-mail" maxLength={254} defaultValue={str('emailAddress')} error={errors.emailAddress} />
      <MobileField
        id={id('mobileNumber')}
        dialCodes={DIAL_CODES}
        maxLength={MOBILE_MAX_LENGTH + 8}
        dialCode={{ name: 'dialCode', defaultValue: str('dialCode') || '+44' }}
        number={{ name: 'mobileNumber', inputMode: 'tel', defaultValue: str('mobileNumber') }}
        dialCodeError={errors.dialCode}
        numberError={errors.mobileNumber}
      />
      <SelectField id={id('role')} name="role" label="Role (optional)" options={ROLE_OPTIONS} placeholder="Select" defaultValue={str('role')} error={errors.role} />
      <DateOfBirthField
        id={id('dob')}
        years={yearsNewestFirst(birthYearMax(), BIRTH_YEAR_MIN)}
        month={str('dobMonth')}
        year={str('dobYear')}
        day={{ name: 'dobDay', defaultValue: str('dobDay') }}
        monthSelect={{ name: 'dobMonth', defaultValue: str('dobMonth') }}
        yearSelect={{ name: 'dobYear', defaultValue: str('dobYear') }}
        error={errors.dateOfBirth}
      />
      <PhotoField
        id={id('photo')}
        photoUrl={null}
        legend={member?.hasPhoto ? 'Photo (a new one replaces the one held)' : 'Photo'}
        error={chosen?.error ?? errors.photo}
        maxBytes={MEMBER_PHOTO_MAX_BYTES}
        tooLargeMessage={MEMBER_MESSAGES.photoTooLarge}
        prompt={MEMBER_MESSAGES.photoPrompt}
        onChosen={setChosen}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} disabled={hydrated && (!filled || !photoReady)}>
          {member ? 'UPDATE' : 'SAVE'}
        </SubmitButton>
        {member ? (
          <button type="submit" name="intent" value="remove" formNoValidate className="btn btn-outline min-h-11">
            REMOVE
          </button>
        ) : null}
        <button type="submit" name="intent" value="cancel" formNoValidate className="btn btn-outline min-h-11">
          CANCEL
        </button>
      </div>
    </form>
  )
}

function dobParts(iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-')
  return { dobYear: year, dobMonth: String(Number(month) || ''), dobDay: String(Number(day) || '') }
}
