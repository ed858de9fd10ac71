import { panelStore } from './panels';

it('opening a panel closes the others; closing closes all', () => {
  panelStore.getState().openPanel('messages');
  panelStore.getState().openPanel('about');
  expect(panelStore.getState().open).toBe('about');
  panelStore.getState().closePanels();
  expect(panelStore.getState().open).toBeNull();
});
