import en from '../i18n/en';
import de from '../i18n/de';
import panels from './panels';

function lookup(bundle: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

it.each(['about', 'notifications', 'notification-settings', 'password'] as const)('provides the %s panel with a title in both languages', async (id) => {
  const load = panels[id];
  expect(load).toBeDefined();
  const module = await load!();
  expect(typeof module.default).toBe('function');
  const [ns, key] = module.meta.titleKey.split(':');
  expect(ns).toBe('account');
  expect(typeof lookup(en, key!)).toBe('string');
  expect(typeof lookup(de, key!)).toBe('string');
});

it('the notifications panel has a title that counts the new ones', async () => {
  const module = await panels.notifications!();
  expect(module.meta.Title).toBeDefined();
});
