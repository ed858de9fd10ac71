import type { ContentDocument } from '../types/content-document';

const p = (text: string) => ({ kind: 'paragraph', text }) as const;

const faq: ContentDocument = {
  title: 'Frequently asked questions',
  lead: 'Short answers about buying, selling, your account and payments. Open a question to read its answer.',
  sections: [
    {
      id: 'general',
      heading: 'About Bizmarkt',
      questions: [
        {
          id: 'what-is-bizmarkt',
          question: 'What is Bizmarkt?',
          answer: [
            p(
              'A marketplace where owners of online businesses — mostly Amazon FBA brands — list them for sale and buyers find, compare and buy them. Bizmarkt brings both sides together and guides the purchase; the contract is made between buyer and seller.',
            ),
          ],
        },
        {
          id: 'broker',
          question: 'Is Bizmarkt a broker?',
          answer: [
            p(
              'No. We do not represent either side, we do not negotiate for you and we never hold the purchase price. We review listings before they are published and give both sides the tools for the deal: NDAs, messages and the buying steps.',
            ),
          ],
        },
        {
          id: 'languages',
          question: 'Which languages does Bizmarkt speak?',
          answer: [p('English and German. Every page exists in both; the language switch keeps you on the page you are reading and remembers your choice.')],
        },
      ],
    },
    {
      id: 'buying',
      heading: 'Buying',
      questions: [
        {
          id: 'account-to-browse',
          question: 'Do I need an account to browse?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'No. Anyone can search listings and read their public part. With a free account you can save favourites and get alerts; messaging sellers and signing NDAs need PRO (',
                { text: 'Pricing', to: 'pricing' },
                ').',
              ],
            },
          ],
        },
        {
          id: 'verified',
          question: 'What does “verified” mean?',
          answer: [
            p(
              'Our team checked the listing before publishing it: complete information, consistent financials, a price and the assets on offer. It is not an audit — do your own due diligence before you buy.',
            ),
          ],
        },
        {
          id: 'nda',
          question: 'Why do some listings ask me to sign an NDA?',
          answer: [
            p(
              'The seller wants the details that identify the brand — the website, the monthly figures, the full description — shown only to serious buyers who agree to keep them confidential. You request access on the listing; once the seller accepts, the details open for you.',
            ),
          ],
        },
        {
          id: 'ttm-multiple',
          question: 'What do TTM and “multiple” mean?',
          answer: [
            p(
              'TTM means the trailing twelve months: revenue and profit of the last twelve months in the listing’s table. The multiple is the asking price divided by the yearly adjusted profit (net profit plus add-backs such as the owner’s salary). A lower multiple means you pay less per dollar of profit.',
            ),
          ],
        },
        {
          id: 'pay-seller',
          question: 'How do I pay the seller?',
          answer: [
            p(
              'Any way you both agree on, directly between you: Bizmarkt does not handle the purchase price. We strongly recommend an escrow service, which releases the money to the seller only after you have received the assets.',
            ),
          ],
        },
        {
          id: 'alerts',
          question: 'Can I be told about new listings?',
          answer: [
            p(
              'Yes. In your notification settings, set the ranges (price, revenue, profit, margin, multiple, age) and categories you care about. Matching new listings appear in your notifications and, if you want, in one email a day.',
            ),
          ],
        },
      ],
    },
    {
      id: 'selling',
      heading: 'Selling',
      questions: [
        {
          id: 'listing-cost',
          question: 'What does it cost to list my business?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'Nothing: listing is free, and there is no commission on the sale price. Messaging buyers is part of PRO (',
                { text: 'Pricing', to: 'pricing' },
                ').',
              ],
            },
          ],
        },
        {
          id: 'review',
          question: 'How does the review of my listing work?',
          answer: [
            p(
              'After you submit the listing, our team checks it in the order listings arrive. You get a notification and an email with the result: published, or returned with a reason to fix before you submit again.',
            ),
          ],
        },
        {
          id: 'hidden',
          question: 'Why was my listing hidden?',
          answer: [
            p(
              'Either you hid it yourself for a number of days, or its financials were more than 60 days old. You are reminded 45 days after the last update; as soon as you add the new months, the listing is back on the market.',
            ),
          ],
        },
        {
          id: 'anonymous',
          question: 'Can I sell without buyers knowing my brand?',
          answer: [
            p(
              'Yes. Give the listing a descriptive title instead of the brand name and turn on the NDA: the website, social accounts, monthly figures, gallery and detailed description are then shown only to buyers you accept, and your name appears as “Seller”.',
            ),
          ],
        },
        {
          id: 'sellerboard',
          question: 'What is the sellerboard connection?',
          answer: [
            p(
              'If you use sellerboard for your Amazon accounting, you can connect it in the Financials step. Your monthly figures are then imported from it and kept current, so your listing is never hidden for old numbers.',
            ),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Account and payments',
      questions: [
        {
          id: 'pro',
          question: 'What does PRO include, and how do I cancel it?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'PRO lets you message sellers and buyers, sign NDAs and follow the guided buying process; prices are on ',
                { text: 'Pricing', to: 'pricing' },
                '. You can cancel any time on ',
                { text: 'Billing', to: 'billing' },
                ': PRO stays active until the end of the period you paid for.',
              ],
            },
          ],
        },
        {
          id: 'vat',
          question: 'Is VAT added to the price?',
          answer: [
            p(
              'Prices are shown net, and VAT is added according to where you are: customers in the EU pay their country’s rate, businesses in another EU country with a verified VAT number pay none (reverse charge), and customers outside the EU pay no VAT. Every payment comes with an invoice.',
            ),
          ],
        },
        {
          id: 'emails',
          question: 'How do I choose which emails I get?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'In the notification settings of your account, or on the ',
                { text: 'email preferences', to: 'emailPreferences' },
                ' page. Every notification email also has a link to unsubscribe.',
              ],
            },
          ],
        },
        {
          id: 'delete',
          question: 'How do I delete my account or get a copy of my data?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'On the ',
                { text: 'account deletion', to: 'deleteAccount' },
                ' page you can download a copy of your data and delete your account at any time. What we keep and why is explained in the ',
                { text: 'privacy policy', to: 'privacyPolicy' },
                '.',
              ],
            },
          ],
        },
      ],
    },
  ],
};

export default faq;
