import type { ContentDocument } from '../types/content-document';

const privacyPolicy: ContentDocument = {
  title: 'Privacy policy',
  lead: 'What Bizmarkt stores about you, why, for how long, and who else sees it. We describe what the site actually does; nothing here is collected for advertising.',
  effectiveDate: '2026-11-24',
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The company below operates this site and is the controller of your personal data under the EU General Data Protection Regulation (GDPR). Write to us at this address or by email.',
        },
        { kind: 'operator', details: 'address' },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you register we store your name, email address, role (buyer, seller or both), the date you accepted our terms and the language you use. Your password is stored only as a salted hash that cannot be turned back into the password. If you fill in your profile we also store your country, a short description, your website and social media links, and your picture; pictures are re-encoded on upload, which removes their embedded data such as location and camera details. If you arrived through a partner link, we store its partner code.',
        },
        {
          kind: 'paragraph',
          text: 'If you sign in with a social account, we receive your name, email address and an identifier of your account from that provider, and nothing else.',
        },
        { kind: 'paragraph', text: 'Legal basis: the contract with you (Art. 6(1)(b) GDPR).' },
      ],
    },
    {
      id: 'sessions',
      heading: 'Sessions, cookies and security',
      blocks: [
        { kind: 'paragraph', text: 'We use only cookies the site needs to work:' },
        {
          kind: 'list',
          items: [
            [
              { strong: 'bizmarkt_session' },
              ' — keeps you logged in. It holds a random token; we store only a hash of it, together with the IP address and browser (user agent) of the session and its last activity. A session ends after 7 days without use (30 days if you chose to stay logged in) and when you log out.',
            ],
            [{ strong: 'XSRF-TOKEN' }, ' — protects your account against requests forged by other sites.'],
            [{ strong: 'guest' }, ' — remembers that you are logged out, so the site does not ask the server on every visit (365 days).'],
            [{ strong: 'locale' }, ' — your language, if you switched it (365 days).'],
            [{ strong: 'p' }, ' — a partner code from the link you came through (30 days).'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'To stop password guessing and spam we count attempts per IP address and per email address for a few minutes at a time. Our servers log each request (address, time, result and your IP address) to keep the service running and secure; these logs are deleted in the course of regular operation.',
        },
        {
          kind: 'paragraph',
          text: 'Legal basis: the contract (Art. 6(1)(b) GDPR) and our legitimate interest in a secure service (Art. 6(1)(f) GDPR). These cookies are strictly necessary, so they need no consent.',
        },
      ],
    },
    {
      id: 'marketplace',
      heading: 'Listings, messages and favourites',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We store what you enter in a listing: business information, financials (typed, uploaded or synced from a sellerboard account you connect), assets, descriptions, price, social links, images and the NDA text, and the history of its review. The public part of a published listing can be seen by everyone, including search engines. Parts protected by an NDA are shown only to buyers whose request you accepted; we store who accepted which version of the NDA.',
        },
        {
          kind: 'paragraph',
          text: 'We store your messages and attachments, NDA requests and decisions, the steps of each buying process, your favourites and your notification settings, including the ranges of your new-listing alerts. The other person in a conversation sees your name, picture, description, country, links and the date you joined — unless the listing is protected by an NDA, in which case a seller is shown as “Seller”.',
        },
        { kind: 'paragraph', text: 'Our moderators see listings in full to review them. Legal basis: the contract (Art. 6(1)(b) GDPR).' },
      ],
    },
    {
      id: 'email',
      heading: 'Emails',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We send you emails to confirm your address, reset your password, and — as your notification settings allow — about your listings, favourites, messages and new listings. Each email is first stored in our outbox (recipient, subject, content, delivery status and dates) and then handed to our mail server; we keep the record to retry failed deliveries and to answer questions about what was sent. Notification emails carry a link to unsubscribe.',
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Payments and invoices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you subscribe to PRO, you pay on the hosted page of our payment provider, Stripe. Your card or bank details go directly to Stripe and never reach us; we receive the payment’s result and store your plan, the subscription’s status and period, and the provider’s reference numbers.',
        },
        {
          kind: 'paragraph',
          text: 'For VAT and invoices we store your billing name, address, country and, for businesses, the VAT number, which we check with the European Commission’s VIES service. Invoices are kept for ten years, as German tax law requires.',
        },
        { kind: 'paragraph', text: 'Legal basis: the contract (Art. 6(1)(b) GDPR) and our legal obligations (Art. 6(1)(c) GDPR).' },
      ],
    },
    {
      id: 'errors',
      heading: 'Error reports',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When something fails in your browser, the site sends us an error report: the error message and where in our code it happened, the address of the page, the time, your browser (user agent), your IP address and, if you are logged in, your user id. Reports waiting to be sent are kept in your browser’s local storage (at most 200). We use them only to find and fix faults. Legal basis: our legitimate interest in a working service (Art. 6(1)(f) GDPR).',
        },
      ],
    },
    {
      id: 'optional-services',
      heading: 'Services that are used only when switched on',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The site can work with the following services. Each of them is loaded only if we have switched it on for this site; analytics and session recording additionally only after you agreed in the consent banner, and you can withdraw that consent at any time in the banner.',
        },
        {
          kind: 'list',
          items: [
            'Cookiebot (Usercentrics A/S): the consent banner and the record of your choice.',
            'Google Tag Manager and Google Analytics (Google Ireland Ltd.): statistics about page use — only with your consent.',
            'Hotjar (Hotjar Ltd.): recordings of how pages are used — only with your consent.',
            'Intercom (Intercom R&D Unlimited Company): the support chat for logged-in users; it receives your name, email address, user id and language.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep your account data until you delete your account. When you do, your name, email address, profile, picture, settings, sessions, notifications, social sign-in links and unsent emails are deleted at once. Messages you wrote stay in the conversations of the other people, shown as written by a deleted user; records of emails already sent keep only their type, status and dates; error reports lose the link to you; invoices stay for the period tax law requires.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'You have the right to access your data, to have it corrected or deleted, to restrict its processing, to object to processing based on legitimate interests, and to receive your data in a portable format. On the ',
            { text: 'account deletion', to: 'deleteAccount' },
            ' page you can download all data of your account as a file and delete the account yourself; most other data you can change in your profile and ',
            { text: 'email preferences', to: 'emailPreferences' },
            '.',
          ],
        },
        { kind: 'paragraph', text: 'You may also complain to a data protection supervisory authority, for example the one of the country where you live.' },
      ],
    },
  ],
};

export default privacyPolicy;
