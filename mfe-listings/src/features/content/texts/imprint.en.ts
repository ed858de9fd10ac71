import type { ContentDocument } from '../types/content-document';

const imprint: ContentDocument = {
  title: 'Imprint',
  lead: 'Who runs Bizmarkt and how to reach us: the provider information required by § 5 of the German Digital Services Act (DDG).',
  sections: [
    {
      id: 'provider',
      heading: 'Service provider',
      blocks: [{ kind: 'operator', details: 'imprint' }],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Write to the email address above; we answer within two working days. Questions about a listing are best asked in its messages. More ways to reach us are on the ',
            { text: 'contact page', to: 'contact' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'marketplace',
      heading: 'Our role in a sale',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Bizmarkt brings sellers and buyers of online businesses together. We are not a party to the purchase contracts made through the site, and we do not hold purchase money. The listings are the sellers’ own statements; see our ',
            { text: 'terms', to: 'termsOfService' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'disputes',
      heading: 'Consumer dispute resolution',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Content and links',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We take care over our own pages. Listings, profiles and messages are written by our users; we remove unlawful content as soon as we learn of it. Links to other sites lead to content for which their operators are responsible.',
        },
      ],
    },
  ],
};

export default imprint;
