import type { Block } from 'payload'

import { linkField, mediaField } from '@/lib/fields/content'

export const OfferBlock: Block = {
  slug: 'offerBlock',
  interfaceName: 'OfferBlockBlock',
  labels: { singular: 'Offer', plural: 'Offer' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Offer',
          fields: [
            { name: 'title', type: 'text', required: true, label: 'Title', admin: { description: 'e.g. "Join this month and pay no joining fee".' } },
            { name: 'bodyText', type: 'textarea', label: 'Text', admin: { description: 'Leave an empty line between paragraphs.' } },
            {
              name: 'iconTextRepeater',
              type: 'array',
              label: 'Bullet points',
              labels: { singular: 'Bullet point', plural: 'Bullet points' },
              admin: { description: 'Short points, each with a small icon, e.g. "Access to all four clubs".', initCollapsed: true },
              fields: [
                {
                  type: 'row',
                  fields: [
                    mediaField('icon', { label: 'Icon', admin: { description: 'A small icon (SVG or PNG). Optional.' } }),
                    { name: 'pointText', type: 'text', required: true, label: 'Text' },
                  ],
                },
              ],
            },
            {
              name: 'bottomText',
              type: 'textarea',
              label: 'Small print',
              admin: { description: 'Shown under the button, e.g. terms of the offer. Optional.' },
            },
          ],
        },
        {
          label: 'Prices',
          description: 'Each price row shows when its price is filled in.',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'joiningFee', type: 'text', label: 'Joining fee label', defaultValue: 'Joining fee' },
                { name: 'joiningFeePrice', type: 'text', label: 'Joining fee price', admin: { description: 'e.g. "£500" or "Waived".' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'membershipPrice', type: 'text', label: 'Membership label', defaultValue: 'Membership' },
                {
                  name: 'membershipPricePrice',
                  type: 'text',
                  label: 'Membership price',
                  admin: { description: 'e.g. "from £195 per month".' },
                },
              ],
            },
          ],
        },
        {
          label: 'Button',
          fields: [
            { name: 'buttonText', type: 'text', label: 'Button text', admin: { description: 'e.g. "Enquire now". Leave empty for no button.' } },
            {
              name: 'buttonAction',
              type: 'select',
              required: true,
              defaultValue: 'scroll',
              label: 'What the button does',
              options: [
                { label: 'Scroll down to the form on this page', value: 'scroll' },
                { label: 'Go to a link', value: 'link' },
                { label: 'Open a file (e.g. a PDF) in a new tab', value: 'file' },
              ],
            },
            linkField('buttonLink', {
              label: 'Button link',
              admin: {
                condition: (_, s) => s?.buttonAction === 'link',
                description: 'A page of this site (/membership/apply) or a full address (https://…).',
              },
            }),
            mediaField('buttonFile', {
              label: 'Button file',
              admin: { condition: (_, s) => s?.buttonAction === 'file', description: 'The file the button opens, e.g. the offer brochure as a PDF.' },
            }),
          ],
        },
        {
          label: 'Layout',
          fields: [
            mediaField('topImage', { label: 'Image', admin: { description: 'Shown above the offer on phones and beside it on tablets and computers. Optional.' } }),
            { name: 'imageOnLeft', type: 'checkbox', label: 'Image on the left', defaultValue: false, admin: { description: 'Otherwise the image is on the right.' } },
            { name: 'backgroundColourAsBoolean', type: 'checkbox', label: 'Pink background', defaultValue: false, admin: { description: 'Otherwise the background is white.' } },
            {
              name: 'isFulhamOfferPage',
              type: 'checkbox',
              label: 'Fulham offer',
              defaultValue: false,
              admin: { description: 'Tick on the Fulham offer page: shows "Fulham" above the title.' },
            },
          ],
        },
      ],
    },
  ],
}
