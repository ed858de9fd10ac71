import { DEFAULT_NOTIFICATION_SETTINGS } from '@bizmarkt/shared/contract';
import { withDefaultSettings } from './notification-settings';

describe('withDefaultSettings', () => {
  it('gives the defaults for nothing stored', () => {
    expect(withDefaultSettings(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(withDefaultSettings({})).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('keeps stored values and fills the rest', () => {
    const merged = withDefaultSettings({
      email: { weekly_newsletter: true },
      new_listing_alert_settings: { price: { min: 1000, max: null }, category_ids: [3, 5] },
    });
    expect(merged.email.weekly_newsletter).toBe(true);
    expect(merged.email.new_message).toBe(true);
    expect(merged.new_listing_alert_settings.price).toEqual({ min: 1000, max: null });
    expect(merged.new_listing_alert_settings.category_ids).toEqual([3, 5]);
    expect(merged.new_listing_alert_settings.age).toEqual({ min: null, max: null });
  });

  it('drops unknown keys and values of the wrong type', () => {
    const merged = withDefaultSettings({ email: { new_message: 'no', surprise: true }, extra: 1 });
    expect(merged.email.new_message).toBe(true);
    expect(merged.email).not.toHaveProperty('surprise');
    expect(merged).not.toHaveProperty('extra');
  });
});
