import type { ContentDocument } from '../types/content-document';

const howWeVerify: ContentDocument = {
  title: 'How we verify',
  lead: 'Every listing carries a badge that says what was checked and when. This is what stands behind it — and what does not.',
  sections: [
    {
      id: 'badge',
      heading: 'Reading the badge',
      blocks: [
        {
          kind: 'paragraph',
          text: '“Verified” with a date is the day a moderator last reviewed the listing and published it. Open the badge on a listing to see each check: whether the seller’s e-mail address is confirmed, when the moderator reviewed the listing, and where the financials come from.',
        },
      ],
    },
    {
      id: 'seller',
      heading: 'Who the seller is',
      blocks: [
        {
          kind: 'list',
          items: [
            'E-mail confirmed: the seller opened the confirmation link we sent to their address before they could list anything.',
            'Reviewed by a moderator: before a listing is published, a moderator looks at it together with the seller’s account. A listing that does not hold together is sent back with a reason.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Under a non-disclosure agreement the seller’s name stays hidden until the seller accepts your signature. What you see before: whether the seller is verified, since when they are a member, how many businesses they have sold here and how quickly they usually answer a buyer’s first message.',
        },
      ],
    },
    {
      id: 'financials',
      heading: 'Where the financials come from',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Connected to sellerboard',
              text: 'The seller linked their sellerboard account. The months are fetched from sellerboard and kept up to date; the badge shows the date of the last sync.',
            },
            {
              title: 'Imported from a sellerboard file',
              text: 'The seller uploaded an export from sellerboard. The months are read from the file as they are; the badge shows the day of the import.',
            },
            {
              title: 'Entered by hand',
              text: 'The seller typed the months in. If a seller changes any figure of an imported or synced table by hand, the whole table counts as entered by hand from then on.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'In ',
            { text: 'Browse listings', to: 'search' },
            ', the filter “Verified financials only” keeps the listings whose financials come from sellerboard, connected or imported from its file.',
          ],
        },
      ],
    },
    {
      id: 'review',
      heading: 'What a moderator checks',
      blocks: [
        {
          kind: 'list',
          items: [
            'At least three consecutive months of financials, with revenue and costs that add up.',
            'An asking price, the assets on offer, a summary and a description.',
            'After a change to the financials of a published listing, it goes back to review before buyers see it again.',
            'Financials older than 60 days take a listing off the market until the seller updates them.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      heading: 'What verification is not',
      blocks: [
        {
          kind: 'note',
          text: [
            { strong: 'Verification is not an audit.' },
            ' It tells you a listing is complete and plausible and where its numbers come from, not that every number is true. Your own due diligence decides whether you buy: see ',
            { text: 'How to buy', to: 'howToBuy' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default howWeVerify;
