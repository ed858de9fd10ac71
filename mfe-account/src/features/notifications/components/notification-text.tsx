import type { ReactNode } from 'react';
import { Link } from '@bizmarkt/shared/router';
import { Trans, useTranslation } from '@bizmarkt/shared/translation';
import type { NotificationMessage } from '../lib/notification-message';

interface NavProps {
  to: string;
  onNavigate: () => void;
  children?: ReactNode;
}

/** A link inside a notification: goes to the page and closes the panel. */
function NavLink({ to, onNavigate, children }: NavProps) {
  return (
    <Link to={to} onClick={onNavigate}>
      {children}
    </Link>
  );
}

/** The business a notification is about; its name is user content, so it is rendered, not translated. */
function BusinessRef({ name, path, onNavigate }: { name: string; path: string | null; onNavigate: () => void }) {
  if (!path) return <strong>{name}</strong>;
  return (
    <NavLink to={path} onNavigate={onNavigate}>
      {name}
    </NavLink>
  );
}

/** The checklist items in the reader's language, each quoted, as a list: “Domain”, “Revenue” and “Analytics”. */
function checklistItemList(items: readonly string[], t: (key: string) => string, language: string): string {
  const german = language.startsWith('de');
  const quoted = items.map((item) => (german ? `„${t(`notifications.checklistItems.${item}`)}“` : `“${t(`notifications.checklistItems.${item}`)}”`));
  return new Intl.ListFormat(german ? 'de' : 'en', { style: 'long', type: 'conjunction' }).format(quoted);
}

/** One notification's sentence in the page's language, with its links. */
export function NotificationText({ message, onNavigate }: { message: NotificationMessage; onNavigate: () => void }) {
  const { t, i18n } = useTranslation('account');
  const businessName = message.business.name ?? t('notifications.unnamedListing');
  const action = message.actionPath ?? '/';
  const values = message.checklistItems.length > 0 ? { ...message.values, items: checklistItemList(message.checklistItems, t, i18n.language) } : message.values;
  return (
    <Trans
      t={t}
      i18nKey={message.key}
      values={values}
      {...(typeof message.values.count === 'number' ? { count: message.values.count } : {})}
      components={{
        business: <BusinessRef name={businessName} path={message.business.path} onNavigate={onNavigate} />,
        buyer: <strong>{message.buyerName ?? t('notifications.someBuyer')}</strong>,
        billing: <NavLink to={action} onNavigate={onNavigate} />,
        financials: <NavLink to={action} onNavigate={onNavigate} />,
        mylistings: <NavLink to={action} onNavigate={onNavigate} />,
      }}
    />
  );
}
