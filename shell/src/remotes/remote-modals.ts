// Modals owned by remotes, loaded from their `./modals` expose. One lazy component per modal,
// created at module scope; Retry replaces it after a failed load.
import { lazy, type LazyExoticComponent } from 'react';
import type { ModalComponent, RemoteModals, RemoteName } from '@bizmarkt/shared';
import { loadExpose, resetRemote } from './remote-registry';

export interface RemoteModalRef {
  remote: RemoteName;
  id: string;
}

function createModal({ remote, id }: RemoteModalRef): LazyExoticComponent<ModalComponent> {
  return lazy(async () => {
    const modals = await loadExpose<RemoteModals>(remote, './modals');
    const load = modals[id];
    if (!load) throw new Error(`${remote} exposes no modal "${id}"`);
    return load();
  });
}

export const CREATE_LISTING_MODAL: RemoteModalRef = { remote: 'mfe_create_listing', id: 'create-listing' };

const modals = new Map<string, LazyExoticComponent<ModalComponent>>([
  [`${CREATE_LISTING_MODAL.remote}/${CREATE_LISTING_MODAL.id}`, createModal(CREATE_LISTING_MODAL)],
]);

export function remoteModal(ref: RemoteModalRef): LazyExoticComponent<ModalComponent> {
  const modal = modals.get(`${ref.remote}/${ref.id}`);
  if (!modal) throw new Error(`Unknown modal ${ref.remote}/${ref.id}`);
  return modal;
}

export function resetRemoteModal(ref: RemoteModalRef): void {
  resetRemote(ref.remote);
  modals.set(`${ref.remote}/${ref.id}`, createModal(ref));
}
