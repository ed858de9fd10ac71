import type { ContentDocument } from '../types/content-document';

const contact: ContentDocument = {
  title: 'Contact',
  lead: 'How to reach the Bizmarkt team about your account, a listing, a payment or your data, and where to find answers first.',
  sections: [
    {
      id: 'write-to-us',
      heading: 'Write to us',
      blocks: [
        { kind: 'paragraph', text: 'Email us and we answer within two working days. Please write from the address of your account, so we can find it.' },
        { kind: 'operator', details: 'contact' },
      ],
    },
    {
      id: 'listings',
      heading: 'About a listing',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about a business for sale go to its seller: open the listing and write through its messages. We are not a party to the sale and cannot answer for the seller. To report a listing that breaks the rules, email us with its address.',
        },
      ],
    },
    {
      id: 'payments-and-data',
      heading: 'Payments and your data',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Invoices and the PRO subscription: see ', { text: 'Billing', to: 'billing' }, ' in your account.'],
            ['What we store and your rights: see the ', { text: 'privacy policy', to: 'privacyPolicy' }, '.'],
            ['Many questions are answered in the ', { text: 'FAQ', to: 'faq' }, '.'],
          ],
        },
      ],
    },
  ],
};

export default contact;
