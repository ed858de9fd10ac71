import type { ContentDocument } from '../types/content-document';

const p = (text: string) => ({ kind: 'paragraph', text }) as const;

const termsOfService: ContentDocument = {
  title: 'Terms of service',
  lead: 'The rules for using Bizmarkt, for buyers and sellers alike. By creating an account you accept them.',
  effectiveDate: '2026-11-24',
  sections: [
    {
      id: 'operator',
      heading: '1. Who we are and what these terms cover',
      blocks: [
        p(
          'Bizmarkt is operated by the company below (“we”); its full details are in the imprint. These terms apply to the use of the website and of your account, including the PRO subscription.',
        ),
        { kind: 'operator', details: 'address' },
      ],
    },
    {
      id: 'service',
      heading: '2. What Bizmarkt does',
      blocks: [
        p(
          'Bizmarkt is a marketplace: sellers list online businesses, buyers find and contact them, and both follow the buying steps on the site. The purchase itself is a contract between buyer and seller. We are not a party to it, we do not act as broker, agent or adviser for either side, and we never receive or hold the purchase price.',
        ),
        p(
          'We review listings before they are published. The review checks that a listing is complete and plausible; it does not confirm that its information is true and is no substitute for your own due diligence.',
        ),
      ],
    },
    {
      id: 'account',
      heading: '3. Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be at least 18 years old and may hold one account.',
            'Your information must be true and kept current; confirm your email address before you use the account.',
            'Keep your password secret. You are responsible for what is done with your account until you tell us that someone else has access to it.',
            'You may delete your account at any time.',
          ],
        },
      ],
    },
    {
      id: 'listings',
      heading: '4. Rules for sellers',
      blocks: [
        {
          kind: 'list',
          items: [
            'You may list only a business that you own or are entitled to sell.',
            'Everything in the listing — especially the financials — must be true, complete and not misleading. Keep the financials current: listings whose financials are more than 60 days old are hidden until they are updated.',
            'Changes to the financials of a published listing are reviewed again before the listing returns to the market.',
            'We may decline a listing with a reason, and remove a listing that breaks these terms.',
            'Mark the listing as sold when the sale is completed.',
          ],
        },
      ],
    },
    {
      id: 'buyers',
      heading: '5. Rules for buyers',
      blocks: [
        p(
          'Decide on your own due diligence and advice. Information you receive under a seller’s NDA is confidential as that NDA says; the NDA is an agreement between you and the seller, and you accept it when you sign it on the site.',
        ),
      ],
    },
    {
      id: 'conduct',
      heading: '6. Messages and conduct',
      blocks: [
        {
          kind: 'list',
          items: [
            'Use messages only to talk about the listing and the deal.',
            'No spam, harassment, unlawful content, malware or attempts to trick another user into paying outside an agreed, safe process.',
            'Do not collect other users’ data, and do not access the site by automated means other than search engine crawlers reading public pages.',
            'We may suspend or close accounts that break these rules; where possible we tell you why first.',
          ],
        },
      ],
    },
    {
      id: 'pro',
      heading: '7. The PRO subscription',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'PRO is billed monthly or yearly in advance at the prices shown on ',
            { text: 'Pricing', to: 'pricing' },
            ', plus VAT where it applies, through our payment provider. It renews automatically at the end of each period until you cancel it on ',
            { text: 'Billing', to: 'billing' },
            '. After a cancellation PRO stays active until the end of the period you paid for and is not refunded pro rata.',
          ],
        },
        p(
          'If a renewal payment fails, PRO stays active for a grace period of 7 days while you update your payment method; after that your account returns to the free plan. A new price applies only to periods that start after we have told you about it, and you may cancel before then.',
        ),
        p(
          'If you are a consumer in the EU, you have the statutory right to withdraw from the subscription within 14 days. If you ask for PRO to start at once and then withdraw, you pay for the days you used it.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: '8. Liability',
      blocks: [
        p(
          'We are not liable for the content of listings or messages written by users, nor for whether a purchase between users succeeds. We are liable without limit for intent and gross negligence and for injury to life, body or health, and as mandatory law (such as product liability) requires. For slight negligence we are liable only for breaches of essential obligations — those that make the service possible at all and on which you may rely — and only up to the damage typical and foreseeable for this kind of contract.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes and applicable law',
      blocks: [
        p(
          'We may change these terms for a valid reason, such as new functions or a change in the law. We tell you about changes by email at least 30 days before they take effect; if you object, you may delete your account before then.',
        ),
        p('German law applies. If you are a consumer, this does not take away the protection of the mandatory law of the country where you live.'),
      ],
    },
  ],
};

export default termsOfService;
