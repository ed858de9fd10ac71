import type { ContentDocument } from '../types/content-document';

const howToBuy: ContentDocument = {
  title: 'How to buy an online business',
  lead: 'Buying an established Amazon brand is faster than building one — as long as you check what you buy. This is how a purchase works on Bizmarkt, from the first search to the handover.',
  sections: [
    {
      id: 'find',
      heading: 'Find a business that fits',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Start with ',
            { text: 'Browse listings', to: 'search' },
            '. Filter by asking price, revenue and net profit of the last twelve months (TTM), profit margin, multiple, age, category, business model and Amazon marketplace, and sort by what matters to you.',
          ],
        },
        {
          kind: 'list',
          items: [
            'Save a listing as a favourite to be told when its price changes, when it is updated and when it is sold.',
            'Turn on new-listing alerts in your notification settings: you hear of new listings that match your ranges and categories, in the app and at most once a day by email.',
          ],
        },
      ],
    },
    {
      id: 'verification',
      heading: 'What “verified” means here',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every listing is reviewed by our team before it is published. We check that the information is complete and consistent: at least three consecutive months of financials, revenue and costs that add up, a price, the assets on offer and a description. A listing whose profit and loss figures do not match what the seller uploaded is sent back with a reason.',
        },
        {
          kind: 'paragraph',
          text: 'Sellers must keep their numbers current. A listing whose financials are more than 60 days old is taken off the market automatically until the seller updates them. Financials synced from a connected sellerboard account come straight from the seller’s accounting tool.',
        },
        {
          kind: 'note',
          text: [
            { strong: 'Verification is not an audit.' },
            ' It tells you a listing is complete and plausible, not that every number is true. Your own due diligence (below) decides whether you buy. What each listing’s badge says: ',
            { text: 'How we verify', to: 'howWeVerify' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'nda',
      heading: 'Listings behind a non-disclosure agreement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many sellers keep the details that would identify their brand behind a non-disclosure agreement (NDA): the detailed description, the monthly profit and loss table, add-backs, the website, social media accounts and the picture gallery. Everyone sees the public part — the headline metrics, the price, the summary and the kinds of assets included.',
        },
        {
          kind: 'paragraph',
          text: 'To see the rest, request access on the listing and sign the seller’s NDA. The seller accepts or declines your request; once accepted, the protected sections open for you. If the seller later changes the NDA text, you are asked to accept the new version.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Talk to the seller',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Messages with sellers, NDA signing and the guided buying process are part of the PRO plan; browsing, favourites and alerts are free. Plans and prices are on ',
            { text: 'Pricing', to: 'pricing' },
            '.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ask the questions that the listing leaves open: why the owner sells, how much time the business takes each week, which suppliers it depends on and what support the seller offers after the sale.',
        },
      ],
    },
    {
      id: 'process',
      heading: 'The five buying steps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Each conversation about a listing has a “Buying process” tab. Buyer and seller tick off the same five steps, so both always know where the deal stands.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Sign a Letter of Intent (LOI)',
              text: 'A short, non-binding letter that states the price you offer, how it will be paid and the timeline. It starts due diligence. You may agree that the seller hides the listing from other buyers for a negotiated period while you check the business.',
            },
            {
              title: 'Perform due diligence',
              text: 'Check everything the price is based on: access to the Amazon account’s reports, the accounting, the suppliers, the trademarks. The checklist below helps.',
            },
            {
              title: 'Sign the Asset Purchase Agreement (APA)',
              text: 'The binding contract: which assets are sold, the price and how it is paid, the handover, warranties, any non-compete and the seller’s support period. Have a lawyer read it.',
            },
            {
              title: 'Transfer the funds (escrow recommended)',
              text: 'Any payment method the two of you agree on is allowed, but we strongly recommend an escrow service: it holds your money until you confirm that the assets have arrived, and only then pays the seller.',
            },
            {
              title: 'Transfer the assets',
              text: 'The seller hands over the Amazon account or brand, trademarks, domain, inventory, supplier contacts and files. Check each asset and each login as soon as you receive it, change the passwords, and only then release the escrow.',
            },
          ],
        },
        { kind: 'paragraph', text: 'When both sides have finished the steps, either of you can mark the deal as closed.' },
      ],
    },
    {
      id: 'due-diligence',
      heading: 'Due diligence checklist',
      blocks: [
        { kind: 'paragraph', text: 'Ask for access or evidence for each item, and compare it with the listing:' },
        {
          kind: 'list',
          items: [
            'Domain (registrar, ownership, renewal date)',
            'Analytics (traffic and conversion over at least twelve months)',
            'Revenue (Amazon payout reports and bank statements, not screenshots)',
            'Email and phone lists (size, consent, where they are stored)',
            'Social accounts',
            'Ad accounts (spend, ACoS, running campaigns)',
            'Marketing materials, logo, design',
            'Ticket system (customer questions and complaints)',
            'Technical and support documentation',
            'Code and APIs',
            'Other internal and external services (suppliers, freight forwarders, tools)',
          ],
        },
        {
          kind: 'paragraph',
          text: 'For an Amazon business also look at account health and policy warnings, intellectual-property complaints, review history, stock levels and ageing inventory, and who owns the trademark.',
        },
      ],
    },
    {
      id: 'costs',
      heading: 'What it costs',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Browsing is free. What you pay Bizmarkt is the PRO subscription, if you choose it — see ',
            { text: 'Pricing', to: 'pricing' },
            '. The purchase price goes from you to the seller; Bizmarkt does not handle it and takes no commission on it. Escrow, legal and tax advice are paid to those who provide them.',
          ],
        },
        {
          kind: 'note',
          text: ['This guide explains how buying works on Bizmarkt; it is not legal or tax advice. Questions? See the ', { text: 'FAQ', to: 'faq' }, '.'],
        },
      ],
    },
  ],
};

export default howToBuy;
