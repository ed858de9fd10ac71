import type { ContentDocument } from '../types/content-document';

const howToSell: ContentDocument = {
  title: 'How to sell your online business',
  lead: 'Listing on Bizmarkt is free. Buyers come with their own money and compare listings by the same numbers, so a complete, current listing sells faster. This is the way from your first draft to the handover.',
  sections: [
    {
      id: 'prepare',
      heading: 'Prepare your numbers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Buyers decide on the last twelve months (TTM). Have your monthly profit and loss ready — at least three consecutive months, ideally 24 to 36 — with revenue, cost of goods, Amazon fees, advertising, refunds and other expenses. Add-backs (your own salary, one-off costs) raise the adjusted profit that buyers pay for; list each one with a reason you can prove.',
        },
        {
          kind: 'paragraph',
          text: 'With a sellerboard account you can connect it instead of typing: your financials are then imported and kept up to date from your accounting tool.',
        },
      ],
    },
    {
      id: 'create',
      heading: 'Create the listing in eight steps',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Business information',
              text: 'Name of the listing (not your brand’s name if you want to stay anonymous), category, business models, Amazon marketplaces, founding date, country, number of products and the reason for the sale.',
            },
            { title: 'Financials', text: 'The monthly profit and loss table and add-backs, typed, uploaded or synced from sellerboard.' },
            {
              title: 'Assets',
              text: 'Inventory value and whether it is included in the price, and what a buyer receives: trademarks, the Amazon account, domain, supplier contracts, photos and more.',
            },
            {
              title: 'Listing description',
              text: 'A public summary and the detailed description, opportunities, risks and the support you offer after the sale.',
            },
            { title: 'Price', text: 'Your asking price in US dollars, and whether you are open to offers.' },
            { title: 'Social Media', text: 'Website and social accounts with their follower counts (optional).' },
            { title: 'NDA', text: 'Whether buyers must sign a non-disclosure agreement before they see the details (next section).' },
            { title: 'Preview', text: 'See the listing as buyers will, then submit it for verification.' },
          ],
        },
        { kind: 'paragraph', text: ['Each step is saved as you go; continue any time from ', { text: 'My listings', to: 'myListings' }, '.'] },
      ],
    },
    {
      id: 'verification',
      heading: 'Verification',
      blocks: [
        {
          kind: 'paragraph',
          text: 'After you submit, our team reviews the listing. You are told the result in the app and by email: it is published, or it comes back with the reason, which you fix before submitting again.',
        },
        {
          kind: 'paragraph',
          text: 'Changing the financials of a published listing sends it back to verification, so buyers can rely on what they see. A new price is published at once, and buyers who saved your listing are told about it.',
        },
      ],
    },
    {
      id: 'nda',
      heading: 'Protect the details with an NDA',
      blocks: [
        {
          kind: 'paragraph',
          text: 'With an NDA, buyers see only the public part of the listing — the headline metrics, the price, the summary and the kinds of assets — until you accept their request. The detailed description, the monthly table, add-backs, your website, social accounts and the gallery stay hidden, and your name is shown as “Seller”.',
        },
        {
          kind: 'paragraph',
          text: 'You decide on each request in your messages. If you change the NDA text, buyers who accepted an earlier version are asked to accept the new one.',
        },
      ],
    },
    {
      id: 'current',
      heading: 'Keep the listing current',
      blocks: [
        {
          kind: 'list',
          items: [
            'After 45 days without new financials you are reminded, with the days left.',
            'After 60 days the listing is hidden until you update the financials; it is back on the market as soon as you do (a connected sellerboard account does this for you).',
            'You can hide a listing for a number of days yourself, for example while you negotiate exclusively with one buyer.',
            'When the business is sold, the listing is marked as sold and leaves search.',
          ],
        },
      ],
    },
    {
      id: 'price',
      heading: 'Set a price buyers understand',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Buyers compare listings by the multiple: the asking price divided by the yearly adjusted profit (net profit plus add-backs). Bizmarkt calculates it from your table and shows it on the listing, with the monthly multiple, margin and growth. A price far above comparable listings needs a reason buyers can see: growth, a strong brand, defensible products.',
        },
      ],
    },
    {
      id: 'buyers',
      heading: 'Work with buyers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Buyers write to you about the listing, and each conversation has the same five steps as on the buyer’s side: Letter of Intent, due diligence, the Asset Purchase Agreement, the transfer of funds (escrow recommended) and the transfer of assets. Answer due diligence questions with evidence, and hand over every asset and login completely.',
        },
        { kind: 'paragraph', text: ['How the buyer’s side works: ', { text: 'How to buy', to: 'howToBuy' }, '.'] },
      ],
    },
    {
      id: 'costs',
      heading: 'What it costs',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Creating and publishing a listing is free, and Bizmarkt takes no commission on the sale price. Exchanging messages with buyers is part of the PRO plan — see ',
            { text: 'Pricing', to: 'pricing' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default howToSell;
