// The English texts of the notification emails (see notifications.ts, which picks them by locale).
import type { NotificationType } from '../../db/schema';
import type { Copy } from './notifications';

const quoteEn = (name: string) => `“${name}”`;
const daysEn = (days: number) => (days === 1 ? '1 day' : `${days} days`);

export const en: Record<NotificationType, Copy> = {
  'tax-verification-success': (_, links) => ({
    subject: 'Your EU VAT number has been verified',
    paragraphs: ['Your EU VAT number has been verified successfully. There is nothing else you need to do.'],
    action: { label: 'View billing', url: links.billing },
  }),
  'tax-verification-failed': (_, links) => ({
    subject: 'We could not verify your EU VAT number',
    paragraphs: ['We could not verify the EU VAT number in your billing details.', 'Please update or remove the EU VAT number on the billing page.'],
    action: { label: 'Open the billing page', url: links.billing },
  }),
  'payment-received': (f, links) => ({
    subject: 'Payment received',
    paragraphs: [`Thank you, we have received your payment.${f.periodEnd ? ` Your PRO plan is paid until ${f.periodEnd}.` : ''}`],
    action: { label: 'View billing', url: links.billing },
  }),
  'payment-failed': (_, links) => ({
    subject: 'Your payment failed',
    paragraphs: ['We could not charge your payment method for your PRO plan.', 'Please update your payment method to keep your PRO features.'],
    action: { label: 'Update payment method', url: links.billing },
  }),
  'subscription-cancellation': (f, links) => ({
    subject: 'Your PRO subscription has been cancelled',
    paragraphs: [
      f.periodEnd
        ? `Your PRO subscription has been cancelled. You keep every PRO feature until ${f.periodEnd}; after that you are on the Free plan.`
        : 'Your PRO subscription has been cancelled. You keep every PRO feature until the end of the current billing period; after that you are on the Free plan.',
      'Changed your mind? You can resume your subscription on the billing page before then.',
    ],
    action: { label: 'View billing', url: links.billing },
  }),
  'subscription-resumption': (f, links) => ({
    subject: 'Your PRO subscription has been resumed',
    paragraphs: [`Your PRO subscription has been resumed and renews automatically${f.periodEnd ? ` on ${f.periodEnd}` : ''}.`],
    action: { label: 'View billing', url: links.billing },
  }),
  'subscription-extension': (f, links) => ({
    subject: 'Your PRO subscription has been extended',
    paragraphs: [
      `Your PRO subscription has been extended${f.periodEnd ? ` until ${f.periodEnd}` : ''}. It renews automatically, so you keep every PRO feature.`,
    ],
    action: { label: 'View billing', url: links.billing },
  }),
  'nda-requested': (f, links) => {
    const who = f.buyer ?? 'A buyer';
    const what = f.listing ? `your listing ${quoteEn(f.listing)}` : 'your listing';
    return {
      subject: `${who} requested access to ${what}`,
      paragraphs: [`${who} requested access to view the details of ${what}.`, 'Open your messages to accept or decline the request.'],
      action: { label: 'Open messages', url: links.messages },
    };
  },
  'nda-accepted': (f, links) => ({
    subject: f.listing ? `Your request for ${quoteEn(f.listing)} was accepted` : 'Your listing view request was accepted',
    paragraphs: [
      `The seller accepted your request to view the details of ${f.listing ? quoteEn(f.listing) : 'the listing'}. You can now see the whole listing.`,
    ],
    action: { label: 'View listing', url: links.listing ?? links.messages },
  }),
  'favorite-updated': (f, links) =>
    f.sold
      ? {
          subject: f.listing ? `${quoteEn(f.listing)} has been sold` : 'A favorite of yours has been sold',
          paragraphs: [
            `${f.listing ? quoteEn(f.listing) : 'A business on your favorites list'} has been sold and is no longer on the market. Similar businesses may be listed now.`,
          ],
          action: { label: 'Your favorites', url: links.favorites },
        }
      : {
          subject: f.listing ? `${quoteEn(f.listing)} has been updated` : 'A favorite of yours has been updated',
          paragraphs: [
            f.listing
              ? `${quoteEn(f.listing)}, a business on your favorites list, has been updated. Take a look at what changed.`
              : 'A business on your favorites list has been updated. Take a look at what changed.',
          ],
          action: { label: 'View listing', url: links.listing ?? links.favorites },
        },
  'favorite-price-changed': (f, links) => {
    const what = f.listing ? quoteEn(f.listing) : 'a business on your favorites list';
    let change = 'has changed';
    if (f.oldPrice && f.price) change = `changed from ${f.oldPrice} to ${f.price}`;
    else if (f.price) change = `changed to ${f.price}`;
    return {
      subject: f.listing ? `New price for ${quoteEn(f.listing)}` : 'A price on your favorites list has changed',
      paragraphs: [`The price of ${what} ${change}.`],
      action: { label: 'View listing', url: links.listing ?? links.favorites },
    };
  },
  'business-verified': (f, links) => ({
    subject: f.listing ? `Your listing ${quoteEn(f.listing)} is live` : 'Your listing is live',
    paragraphs: [`Good news: ${f.listing ? `your listing ${quoteEn(f.listing)}` : 'your listing'} has been verified and is now published on Bizmarkt.`],
    action: { label: 'View listing', url: links.listing ?? links.myListings },
  }),
  'business-canceled': (f, links) => ({
    subject: f.listing ? `Your listing ${quoteEn(f.listing)} was not approved` : 'Your listing was not approved',
    paragraphs: [
      `We could not approve ${f.listing ? `your listing ${quoteEn(f.listing)}` : 'your listing'} for publication.`,
      ...(f.reason ? [`The reason: ${f.reason}`] : []),
      'Please correct the listing and submit it for verification again on the My listings page.',
    ],
    action: { label: 'Open My listings', url: links.myListings },
  }),
  'business-pending-verification': (f, links) => ({
    subject: f.listing ? `Your listing ${quoteEn(f.listing)} is being verified` : 'Your listing is being verified',
    paragraphs: [
      `Thank you for listing ${f.listing ? quoteEn(f.listing) : 'your business'}. Our team is verifying it now, and we will let you know as soon as it is published.`,
    ],
    action: { label: 'Open My listings', url: links.myListings },
  }),
  'password-was-changed': (_, links) => ({
    subject: 'Your password was changed',
    paragraphs: [
      'The password of your Bizmarkt account was just changed, and every other session was logged out.',
      'If this was you, there is nothing else to do.',
      'If it wasn’t you, reset your password right away to protect your account:',
    ],
    action: { label: 'Reset password', url: links.passwordReset },
  }),
  'business-was-hidden': (f, links) => ({
    subject: f.listing ? `Your listing ${quoteEn(f.listing)} has been hidden` : 'Your listing has been hidden',
    paragraphs: [
      `${f.listing ? `Your listing ${quoteEn(f.listing)}` : 'Your listing'} has been hidden from buyers because its financial data is missing or out of date.`,
      'Update the financials to make it visible again.',
    ],
    action: { label: 'Update financials', url: links.financials },
  }),
  'my-listings-outdated': (f, links) => {
    const what = f.listing ? `your listing ${quoteEn(f.listing)}` : 'your listing';
    let deadline = 'Please update it soon, or the listing will be deactivated.';
    if (f.days === 0) deadline = 'Please update it today, or the listing will be deactivated.';
    else if (f.days !== undefined) deadline = `You have ${daysEn(f.days)} left to update it before the listing is deactivated.`;
    return {
      subject:
        f.days !== undefined && f.days > 0
          ? `${daysEn(f.days)} left to update ${f.listing ? quoteEn(f.listing) : 'your listing'}`
          : `Please update ${f.listing ? quoteEn(f.listing) : 'your listing'}`,
      paragraphs: [`The financial data of ${what} is out of date. ${deadline}`],
      action: { label: 'Update financials', url: links.financials },
    };
  },
  'my-listings': (f, links) => ({
    subject: f.listing ? `Your listing ${quoteEn(f.listing)} needs your attention` : 'Your listings need your attention',
    paragraphs: [
      `Please review ${f.listing ? `your listing ${quoteEn(f.listing)}` : 'your listings'} on the My listings page and keep the details up to date, so buyers see current numbers.`,
    ],
    action: { label: 'Open My listings', url: links.myListings },
  }),
  'expired-sellerboard-integration': (f, links) => ({
    subject: 'Your sellerboard connection has expired',
    paragraphs: [
      `The sellerboard connection of ${f.listing ? `your listing ${quoteEn(f.listing)}` : 'your listing'} has expired, so its financial metrics are no longer synced.`,
      'Connect sellerboard again to keep them up to date.',
    ],
    action: { label: 'Reconnect sellerboard', url: links.financials },
  }),
  'new-listing-alert': (f, links) => ({
    subject: f.listing ? `New listing: ${quoteEn(f.listing)}` : 'A new listing matches your alert',
    paragraphs: [
      `${f.listing ? `The business ${quoteEn(f.listing)}` : 'A newly published business'}${f.price ? ` (${f.price})` : ''} matches your new-listing alert.`,
    ],
    action: { label: 'View listing', url: links.listing ?? links.favorites },
  }),
  'offer-received': (f, links) => ({
    subject: f.listing ? `New offer for ${quoteEn(f.listing)}` : 'You received an offer',
    paragraphs: [
      `A buyer made an offer${f.price ? ` of ${f.price}` : ''} for ${f.listing ? quoteEn(f.listing) : 'your listing'}.`,
      'Open your messages to accept, decline or counter it.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
  'offer-countered': (f, links) => ({
    subject: f.listing ? `Counteroffer for ${quoteEn(f.listing)}` : 'You received a counteroffer',
    paragraphs: [
      `The other side answered with a counteroffer${f.price ? ` of ${f.price}` : ''} for ${f.listing ? quoteEn(f.listing) : 'the listing'}.`,
      'Open your messages to accept, decline or counter it.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
  'offer-accepted': (f, links) => ({
    subject: f.listing ? `Offer for ${quoteEn(f.listing)} accepted` : 'Your offer was accepted',
    paragraphs: [
      `The offer${f.price ? ` of ${f.price}` : ''} for ${f.listing ? quoteEn(f.listing) : 'the listing'} was accepted and the letter of intent signed.`,
      'Due diligence starts now. The signed letter of intent is in your messages.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
  'offer-declined': (f, links) => ({
    subject: f.listing ? `Offer for ${quoteEn(f.listing)} declined` : 'Your offer was declined',
    paragraphs: [`The offer for ${f.listing ? quoteEn(f.listing) : 'the listing'} was declined.`],
    action: { label: 'Open messages', url: links.messages },
  }),
  'offer-expired': (f, links) => ({
    subject: f.listing ? `Offer for ${quoteEn(f.listing)} expired` : 'An offer expired',
    paragraphs: [`The offer for ${f.listing ? quoteEn(f.listing) : 'the listing'} expired without an answer.`],
    action: { label: 'Open messages', url: links.messages },
  }),
  'listing-under-offer': (f, links) => ({
    subject: f.listing ? `${quoteEn(f.listing)} is under offer` : 'A listing you asked about is under offer',
    paragraphs: [
      `The seller of ${f.listing ? quoteEn(f.listing) : 'a listing you are talking about'} accepted an offer from another buyer${f.days ? ` and gave them exclusivity for ${daysEn(f.days)}` : ''}.`,
      'The listing is hidden meanwhile. If the deal falls through, it comes back.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
  'checklist-requested': (f, links) => ({
    subject: f.listing ? `Due diligence for ${quoteEn(f.listing)}: an item requested` : 'The buyer requested a due-diligence item',
    paragraphs: [
      `The buyer of ${f.listing ? quoteEn(f.listing) : 'your listing'} requested an item of the due-diligence checklist.`,
      'Open your messages to answer it in the Buying process tab.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
  'checklist-answered': (f, links) => ({
    subject: f.listing ? `Due diligence for ${quoteEn(f.listing)}: an item answered` : 'The seller answered a due-diligence item',
    paragraphs: [
      `The seller of ${f.listing ? quoteEn(f.listing) : 'the listing'} answered an item of the due-diligence checklist.`,
      'Open your messages to review it and mark it verified in the Buying process tab.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
  'checklist-verified': (f, links) => ({
    subject: f.listing ? `Due diligence for ${quoteEn(f.listing)}: an item verified` : 'The buyer verified a due-diligence item',
    paragraphs: [`The buyer of ${f.listing ? quoteEn(f.listing) : 'your listing'} marked an item of the due-diligence checklist as verified.`],
    action: { label: 'Open messages', url: links.messages },
  }), // The data room (issue #30 §2, decision 0221), to one buyer.
  'data-room-access-granted': (f, links) => ({
    subject: f.listing ? `The data room of ${quoteEn(f.listing)} is open to you` : 'A data room is open to you',
    paragraphs: [
      `The seller of ${f.listing ? quoteEn(f.listing) : 'a listing you are talking about'} gave you access to the data room.`,
      'Open your messages and the deal room to read its documents.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
  'data-room-access-paused': (f, links) => ({
    subject: f.listing ? `Your access to the data room of ${quoteEn(f.listing)} is paused` : 'Your data-room access is paused',
    paragraphs: [`The seller of ${f.listing ? quoteEn(f.listing) : 'a listing you are talking about'} paused your access to the data room for now.`],
    action: { label: 'Open messages', url: links.messages },
  }),
  'data-room-access-revoked': (f, links) => ({
    subject: f.listing ? `Your access to the data room of ${quoteEn(f.listing)} was revoked` : 'Your data-room access was revoked',
    paragraphs: [`The seller of ${f.listing ? quoteEn(f.listing) : 'a listing you are talking about'} revoked your access to the data room.`],
    action: { label: 'Open messages', url: links.messages },
  }),
  'data-room-document-added': (f, links) => ({
    subject: f.listing ? `A new document in the data room of ${quoteEn(f.listing)}` : 'A new document in a data room',
    paragraphs: [
      `The seller of ${f.listing ? quoteEn(f.listing) : 'a listing you are talking about'} added a document to the data room that you may open.`,
      'Open your messages and the deal room to read it.',
    ],
    action: { label: 'Open messages', url: links.messages },
  }),
};
