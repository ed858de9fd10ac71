import { lazy, Suspense } from 'react';
import { modalStore, panelStore, useModals, usePanels } from '@bizmarkt/shared';
import { MODAL_OWNERS, PANEL_OWNERS } from '../remotes/remote-surfaces';

// The frame (PrimeReact's Dialog) and the slot's code load with the first panel or modal (issue #14).
const SurfaceSlot = lazy(() => import('./surface-slot').then((module) => ({ default: module.SurfaceSlot })));

const closePanels = () => panelStore.getState().closePanels();
const closeModal = () => modalStore.getState().closeModal();

/** The open panel (at most one: opening another replaces it). */
export function PanelHost() {
  const open = usePanels((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SurfaceSlot key={open} kind="panel" remote={PANEL_OWNERS[open]} id={open} onClose={closePanels} />
    </Suspense>
  );
}

/** The open modal. */
export function ModalHost() {
  const open = useModals((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SurfaceSlot key={open} kind="modal" remote={MODAL_OWNERS[open]} id={open} onClose={closeModal} />
    </Suspense>
  );
}
