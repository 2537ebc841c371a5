// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import type { ApplicationRow } from '@/features/application/review/list'

import { ApplicationsTable, membersSummary } from './ApplicationsTable'

afterEach(cleanup)

const base: ApplicationRow = {
  id: 1,
  name: 'Jane Applicant',
  emailAddress: 'jane@example.com',
  clientType: 'Club',
  membershipStatus: 'Applied',
  address: { addressLine1: '1 King’s Road' },
  profile: { gender: 'Female' },
  payment: { mandateId: 'MD1', mandateStatus: 'active' },
  photoUrl: '/api/profile-pictures/file/jane.jpg',
  createdAt: '2026-11-25T10:00:00.000Z',
  history: [],
  company: null,
  members: [],
}

const company: ApplicationRow = {
  ...base,
  id: 2,
  name: 'Ada Lovelace',
  emailAddress: 'ada@engines.example.com',
  clientType: 'Corporate',
  membershipStatus: 'Started',
  membersReviewedAt: '2026-11-25T10:00:00.000Z',
  profile: { role: 'Director / Partner', industry: 'COMPUTER_SOFTWARE', aboutMember: 'We compute.', headShot: 3 },
  payment: { mandateId: null },
  photoUrl: '/api/profile-pictures/file/ada.jpg',
  company: { name: 'Analytical Engines', membershipsAsked: 4, industry: 'Computer Software', about: 'We compute.', webSite: 'https://engines.example.com' },
  members: [
    { id: 9, name: 'Mr Charles Babbage', emailAddress: 'charles@engines.example.com', mobile: '+44 7700900123', dateOfBirth: '1791-12-26', role: 'Engineer', photoUrl: '/api/profile-pictures/file/charles.jpg' },
    { id: 10, name: 'Ms Augusta King', emailAddress: 'augusta@engines.example.com', mobile: '+44 7700900124', dateOfBirth: '1815-12-10' },
  ],
}

describe('ApplicationsTable', () => {
  it('shows a club application as before, and a company’s with its step, company, members and photos', () => {
    render(<ApplicationsTable rows={[base, company]} editHref={(id) => `/admin/collections/leads/${id}`} />)
    const [, club, corporate] = screen.getAllByRole('row')
    expect(within(club!).getByText('Club')).toBeTruthy()
    expect(within(club!).getByText('5/5 Confirmation')).toBeTruthy()
    // The mandate: its state, and its reference for the bank.
    expect(within(club!).getByText('active')).toBeTruthy()
    expect(within(club!).getByText('MD1')).toBeTruthy()

    const cells = within(corporate!)
    expect(cells.getByRole('link', { name: 'Analytical Engines' }).getAttribute('href')).toBe('/admin/collections/leads/2')
    expect(cells.getByText('Ada Lovelace (primary contact)')).toBeTruthy()
    expect(cells.getByText('Corporate')).toBeTruthy()
    expect(cells.getByText('2 members added, 4 memberships asked')).toBeTruthy()
    expect(cells.getByText('4/6 Payment details')).toBeTruthy()
    expect(cells.getByText('None yet')).toBeTruthy()
    expect(cells.getByAltText('Photo of Ada Lovelace').getAttribute('src')).toBe('/api/profile-pictures/file/ada.jpg')
    expect(cells.getByText('Computer Software')).toBeTruthy()
    expect(cells.getByText('https://engines.example.com')).toBeTruthy()
    const members = within(cells.getByRole('list', { name: 'Members' }))
    expect(members.getAllByRole('listitem')).toHaveLength(2)
    expect(members.getByAltText('Photo of Mr Charles Babbage').getAttribute('src')).toBe('/api/profile-pictures/file/charles.jpg')
    expect(members.getByText('charles@engines.example.com, +44 7700900123')).toBeTruthy()
    expect(members.getByText('Born 1791-12-26')).toBeTruthy()
    expect(members.getByText('No photo')).toBeTruthy()
  })

  it('counts the members added against the memberships asked', () => {
    expect(membersSummary({ members: [], company: { name: 'A', membershipsAsked: 3, industry: '', about: '', webSite: '' } })).toBe('0 members added, 3 memberships asked')
    expect(membersSummary({ members: [company.members[0]!], company: { name: 'A', membershipsAsked: null, industry: '', about: '', webSite: '' } })).toBe('1 member added')
  })
})

describe('ApplicationsTable, what the committee reads', () => {
  it('shows an individual’s industry by its label, not its stored value', () => {
    render(<ApplicationsTable rows={[{ ...base, profile: { ...base.profile, industry: 'ARCHITECTURE_AND_PLANNING' } }]} editHref={(id) => `/admin/collections/leads/${id}`} />)
    expect(screen.getByText('Architecture & Planning')).toBeTruthy()
    expect(screen.queryByText('ARCHITECTURE_AND_PLANNING')).toBeNull()
  })

  it('warns beside a company naming more people than the memberships it asked for, and not beside one that matches', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ ...company.members[1]!, id: 100 + i, emailAddress: `m${i}@engines.example.com` }))
    render(<ApplicationsTable rows={[{ ...company, members: nine }]} editHref={(id) => `/admin/collections/leads/${id}`} />)
    expect(screen.getByText('Count differs: 10 people named')).toBeTruthy()
    expect(screen.getByRole('note').textContent).toBe(
      'Count differs. The company asked for 4 memberships but names 10 people (the primary contact and 9 members): approving it makes 10 member accounts.',
    )
    cleanup()

    render(<ApplicationsTable rows={[{ ...company, members: nine.slice(0, 3) }]} editHref={(id) => `/admin/collections/leads/${id}`} />)
    expect(screen.getByText('4 (the primary contact and 3 members)')).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
    expect(screen.queryByText(/Count differs/)).toBeNull()
  })
})
