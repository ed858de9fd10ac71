// Renders a template into subject, HTML and text in one language. Pure: no I/O, no clock.
import { readText } from './format';
import { passwordResetBody, verifyEmailBody } from './templates/account';
import { layout } from './templates/layout';
import { newListingDigestBody } from './templates/new-listing-digest';
import { newMessageBody } from './templates/new-message';
import { notificationBody } from './templates/notifications';
import type { MailBody, MailContent, RenderContext, RenderedMail } from './types';

function bodyOf(content: MailContent, context: RenderContext): MailBody {
  switch (content.template) {
    case 'verify-email':
      return verifyEmailBody(content.data.url, context.locale);
    case 'password-reset':
      return passwordResetBody(content.data.url, context.locale);
    case 'notification':
      return notificationBody(content.data.type, content.data.payload, context.locale, context.appUrl);
    case 'new-listing-digest':
      return newListingDigestBody(content.data.listings, context.locale, context.appUrl);
    case 'new-message':
      return newMessageBody({ listing: content.data.listing, url: `${context.appUrl}${context.locale === 'de' ? '/de' : ''}/?messages` }, context.locale);
  }
}

export function renderMail(content: MailContent, context: RenderContext): RenderedMail {
  return layout(bodyOf(content, context), {
    locale: context.locale,
    appUrl: context.appUrl,
    name: readText(content.data.name, 64) ?? null,
    unsubscribeUrl: context.unsubscribeUrl,
  });
}

/** The outbox's template name: a notification's mail is named after its type. */
export function templateName(content: MailContent): string {
  return content.template === 'notification' ? `notification.${content.data.type}` : content.template;
}
