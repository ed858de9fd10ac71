import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { isApiError, useCurrentUser, useLocale, usePrecognitiveForm } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type AlertRangeField, type NotificationSettings, type User } from '@bizmarkt/shared/contract';
import type { PanelProps } from '@bizmarkt/shared/federation';
import { useAfterSettingsSaved } from '../api/save-notification-settings';
import { clampAlertInput, settleAlertText } from '../lib/clamp-alert-input';
import { editableCopy, rangeErrorKey, rangeTexts, type FlagRow } from '../lib/settings';

const RANGES_PREFIX = 'notification_settings.new_listing_alert_settings.';
import { AlertsView } from './alerts-view';
import { CategoriesView } from './categories-view';
import { FlagsView } from './flags-view';
import './notification-settings.css';

/** The three sub-views (spec §2); Back goes Categories → alert settings → main. */
type View = 'main' | 'alerts' | 'categories';
const BACK: Record<Exclude<View, 'main'>, View> = { alerts: 'main', categories: 'alerts' };

/** A button leading to a sub-view (a native button: the view change gives focus back to it). */
function NextViewButton({ ref, label, onClick }: { ref: RefObject<HTMLButtonElement | null>; label: string; onClick: () => void }) {
  return (
    <button ref={ref} type="button" className="p-button p-component p-button-outlined bz-nset__link" onClick={onClick}>
      <span className="p-button-label">{label}</span>
      <span className="pi pi-angle-right" aria-hidden="true" />
    </button>
  );
}

function SettingsEditor({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  // The one form pattern on a nested object: every change is a dotted path into the copy being edited.
  const form = usePrecognitiveForm<{ notification_settings: NotificationSettings }>('post', ACCOUNT_PATHS.updateUser(user.id), {
    notification_settings: editableCopy(user.notification_settings),
  });
  const settings = form.data.notification_settings;
  const [texts, setTexts] = useState(() => rangeTexts(user.notification_settings, locale));
  const [view, setView] = useState<View>('main');
  const afterSaved = useAfterSettingsSaved(user.id);

  // Keyboard and screen-reader users land on the new view's heading, or back on the button that led on.
  const heading = useRef<HTMLHeadingElement>(null);
  const toAlerts = useRef<HTMLButtonElement>(null);
  const toCategories = useRef<HTMLButtonElement>(null);
  const cameBackFrom = useRef<View | null>(null);
  useEffect(() => {
    const from = cameBackFrom.current;
    cameBackFrom.current = null;
    if (from === 'alerts') toAlerts.current?.focus();
    else if (from === 'categories') toCategories.current?.focus();
    else if (view !== 'main') heading.current?.focus();
  }, [view]);

  const goBack = () => {
    if (view === 'main') return;
    cameBackFrom.current = view;
    setView(BACK[view]);
  };

  const toggle = (group: 'email' | 'app', flag: FlagRow, on: boolean) => form.setData(`notification_settings.${group}.${flag}`, on);

  const changeRange = (field: AlertRangeField, bound: 'min' | 'max', raw: string) => {
    const { text, value } = clampAlertInput(field, raw, locale);
    setTexts((current) => ({ ...current, [field]: { ...current[field], [bound]: text } }));
    form.setData(rangeErrorKey(field, bound), value);
    form.forgetError(rangeErrorKey(field, bound));
  };

  const settleRange = (field: AlertRangeField, bound: 'min' | 'max') =>
    setTexts((current) => ({ ...current, [field]: { ...current[field], [bound]: settleAlertText(current[field][bound]) } }));

  const setCategories = (ids: number[]) => form.setData('notification_settings.new_listing_alert_settings.category_ids', ids);

  // Spec §8: a failure is the catalogue's toast; a range's messages also go under its inputs, and the
  // alert settings open to show them.
  const apply = async () => {
    let saved: User;
    try {
      saved = await form.submit<User>();
    } catch (error) {
      const rangeProblem = isApiError(error) && Object.keys(error.fieldErrors).some((key) => key.startsWith(RANGES_PREFIX));
      if (rangeProblem && view === 'main') setView('alerts');
      return;
    }
    await afterSaved(saved);
    onClose();
  };
  const categoryCount = settings.new_listing_alert_settings.category_ids.length;

  return (
    <div className="bz-nset">
      {view !== 'main' ? (
        <div className="bz-nset__bar">
          <Button type="button" icon="pi pi-arrow-left" text size="small" label={t('notificationSettings.back')} onClick={goBack} />
          <h2 ref={heading} tabIndex={-1} className="bz-nset__heading">
            {view === 'alerts' ? t('notificationSettings.alertsTitle') : t('notificationSettings.categories')}
          </h2>
        </div>
      ) : null}

      {view === 'main' ? (
        <>
          <FlagsView settings={settings} onToggle={toggle} />
          <NextViewButton ref={toAlerts} label={t('notificationSettings.alertsTitle')} onClick={() => setView('alerts')} />
        </>
      ) : null}

      {view === 'alerts' ? (
        <>
          <AlertsView texts={texts} onChange={changeRange} onSettle={settleRange} errorsFor={(field, bound) => form.errorsFor(rangeErrorKey(field, bound))} />
          <NextViewButton
            ref={toCategories}
            label={categoryCount === 0 ? t('notificationSettings.categoriesAll') : t('notificationSettings.categoriesChosen', { count: categoryCount })}
            onClick={() => setView('categories')}
          />
        </>
      ) : null}

      {view === 'categories' ? <CategoriesView selected={settings.new_listing_alert_settings.category_ids} onChange={setCategories} /> : null}

      <div className="bz-nset__actions">
        <Button type="button" label={t('notificationSettings.cancel')} severity="secondary" outlined onClick={onClose} disabled={form.processing} />
        <Button type="button" label={t('notificationSettings.apply')} onClick={() => void apply()} loading={form.processing} />
      </div>
    </div>
  );
}

/** The Notification settings panel: edits a copy; Apply saves it, Cancel (or Escape) discards it. */
export default function NotificationSettingsPanel({ onClose }: PanelProps) {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  if (!user) return <p className="bz-account-muted">{t('notificationSettings.loading')}</p>;
  return <SettingsEditor key={user.id} user={user} onClose={onClose} />;
}
