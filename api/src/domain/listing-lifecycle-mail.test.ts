// The lifecycle's notification emails say what their data carries: the moderator's reason, the days
// left, old and new price — in English and German, with the reason escaped in the HTML part.
import { renderMail } from '../mail/render';

const APP_URL = 'https://bizmarkt.example';

function render(type: 'business-canceled' | 'my-listings-outdated' | 'favorite-price-changed', payload: Record<string, unknown>, locale: 'en' | 'de') {
  return renderMail({ template: 'notification', data: { type, payload, name: 'Sophie' } }, { locale, appUrl: APP_URL });
}

describe('lifecycle notification emails', () => {
  it('show the reason of a cancel, escaped', () => {
    const payload = { business_id: 7, business_name: 'Yoga mats', reason: 'Revenue <b>does not</b> match the screenshots.' };
    const en = render('business-canceled', payload, 'en');
    expect(en.text).toContain('The reason: Revenue <b>does not</b> match the screenshots.');
    expect(en.html).toContain('The reason: Revenue &lt;b&gt;does not&lt;/b&gt; match');
    expect(render('business-canceled', payload, 'de').text).toContain('Der Grund: Revenue <b>does not</b> match the screenshots.');
    expect(render('business-canceled', { business_name: 'Yoga mats' }, 'en').text).not.toContain('The reason');
  });

  it('show the days left and both prices', () => {
    expect(render('my-listings-outdated', { business_id: 7, business_name: 'Yoga mats', days: 14 }, 'en').subject).toBe('14 days left to update “Yoga mats”');
    const price = render('favorite-price-changed', { business_id: 7, business_name: 'Yoga mats', business_price: 230000, old_price: 250000 }, 'en');
    expect(price.text).toContain('changed from $250,000 to $230,000');
  });
});
