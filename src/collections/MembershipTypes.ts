import type { CollectionConfig } from 'payload'

import { Gallery } from '@/blocks/Gallery/config'
import { Hero } from '@/blocks/Hero/config'
import { SplitSection } from '@/blocks/SplitSection/config'
import { DIAL_CODES } from '@/model/people'
import { anyone, denyByDefault, contentOnly, hiddenOutsideRole } from '@/lib/access'
import { revalidateMembershipTypes } from '@/lib/revalidate'

/**
 * Club, Social and Corporate memberships: their prices and what the /book-a-tour page shows for each
 * (spec 000 sections 2, 3 and 9: fee line, hero, enquiry form, gallery, split section), and the
 * joining fee and minimum term the application shows before the Direct Debit (decision 052).
 */
export const MembershipTypes: CollectionConfig = denyByDefault({
  slug: 'membership-types',
  labels: { singular: 'Membership type', plural: 'Membership types' },
  admin: {
    hidden: hiddenOutsideRole('content'),
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'updatedAt'],
    description: 'Prices and the /book-a-tour?membership=Club, Social or Corporate page of each membership.',
  },
  access: { read: anyone, create: contentOnly, update: contentOnly, delete: contentOnly },
  hooks: { afterChange: [revalidateMembershipTypes], afterDelete: [revalidateMembershipTypes] },
  fields: [
    {
      name: 'title',
      type: 'select',
      required: true,
      unique: true,
      options: ['Club', 'Social', 'Corporate'].map((t) => ({ label: t, value: t })),
    },
    {
      name: 'prices',
      type: 'array',
      labels: { singular: 'Price', plural: 'Prices' },
      admin: {
        description:
          'Monthly fee by minimum age. The fee line of /book-a-tour?membership=… uses the price for age 18: Club and Social “Membership fee from £{fee} per month”, Corporate “Membership fee £{fee} pcm per member”.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'minimumAge', type: 'number', required: true, min: 0, max: 120 },
            { name: 'monthlyFee', label: 'Monthly fee (£)', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'joiningFee',
          label: 'Joining fee (£)',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          admin: { description: 'Paid once, by each member, with the first month. 0 means no joining fee. Shown to applicants before they set up the Direct Debit.' },
        },
        {
          name: 'termMonths',
          label: 'Minimum term (months)',
          type: 'number',
          required: true,
          min: 1,
          max: 60,
          defaultValue: 12,
          admin: { description: 'How long a member commits to, in months. Shown to applicants before they set up the Direct Debit.' },
        },
        {
          name: 'noticeMonths',
          label: 'Notice to resign (months)',
          type: 'number',
          required: true,
          min: 0,
          max: 12,
          defaultValue: 1,
          admin: { description: 'How long after a member gives notice their membership ends (never before the minimum term). Collections continue until then.' },
        },
      ],
    },
    {
      name: 'dialCodeOptions',
      type: 'array',
      labels: { singular: 'Dial code', plural: 'Dial codes' },
      admin: { description: 'Dial codes offered on this membership’s forms. Left empty, the standard list is used.' },
      fields: [{ name: 'code', type: 'select', required: true, options: DIAL_CODES.map((c) => ({ label: c, value: c })) }],
    },
    { name: 'formTitle', type: 'text', defaultValue: 'Book a tour', admin: { description: 'Heading above the enquiry form on /book-a-tour.' } },
    {
      name: 'hero',
      type: 'blocks',
      maxRows: 1,
      blocks: [Hero],
      admin: { description: 'The hero above the enquiry form on /book-a-tour.' },
    },
    {
      name: 'sections',
      label: 'Below the form',
      type: 'blocks',
      blocks: [Gallery, SplitSection],
      admin: { description: 'The gallery and split section under the form on /book-a-tour.' },
    },
  ],
})
