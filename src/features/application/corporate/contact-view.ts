import type { CompanyMember } from '@/payload-types'

/**
 * A company member as the API shows it (spec 001 section 3, Additional contact): id, title, names,
 * e-mail, mobile (the dial code and the number together), date of birth, role and the photo's
 * address; the dial code and number are also given apart, as the member payload sends them.
 */

export const memberPhotoPath = (leadId: number, memberId: number) => `/v1/api/Customer/${leadId}/contacts/${memberId}/photos`

const idOf = (v: unknown): number | null => (v && typeof v === 'object' ? ((v as { id?: number }).id ?? null) : typeof v === 'number' ? v : null)

export function contactView(leadId: number, member: CompanyMember) {
  const photo = idOf(member.photo)
  return {
    id: member.id,
    title: member.title,
    firstName: member.firstName,
    lastName: member.lastName,
    emailAddress: member.emailAddress,
    mobile: `${member.dialCode}${member.mobileNumber.replace(/\s+/g, '')}`,
    dialCode: member.dialCode,
    mobileNumber: member.mobileNumber,
    dateOfBirth: member.dateOfBirth,
    role: member.role ?? null,
    // The photo's id in the address, so a new photo is a new URL.
    imageUrl: photo ? `${memberPhotoPath(leadId, member.id)}?v=${photo}` : null,
  }
}
export type ContactView = ReturnType<typeof contactView>
