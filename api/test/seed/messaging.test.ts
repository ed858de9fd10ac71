// The demo conversations of `npm start`'s seed (issue #12).
import { seedDemoConversations } from '../../src/seed/messaging';
import { TestClient } from '../helpers/client';
import { FREE, SELLER, useTestApp } from '../helpers/test-app';

const t = useTestApp();

it('adds two dialogs once; the seller sees one unread message, the free buyer a locked chat', async () => {
  expect(await seedDemoConversations(t.database.db)).toBe(2);
  expect(await seedDemoConversations(t.database.db)).toBe(0);

  const seller = new TestClient(t.app);
  await seller.login(SELLER);
  const list = (await seller.request({ url: '/api/dialogs' })).json();
  expect(list.data).toHaveLength(1);
  expect(list.data[0]).toMatchObject({ name: 'Camping gear wholesale store', is_mine: true, unread_count: 1 });
  expect(list.data[0].dialogs).toHaveLength(2);

  const free = new TestClient(t.app);
  await free.login(FREE);
  const locked = (await free.request({ url: '/api/dialogs' })).json().data[0].dialogs[0];
  expect(locked).toMatchObject({ hide_messages: true, unread_count: 1, messages: [] });
});
