import { lazy, Suspense, useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { mountStandalone } from '@bizmarkt/shared/standalone';
import routes from './exposes/routes';
import modals from './exposes/modals';

const CreateListingModal = lazy(modals['create-listing']!);

function OpenModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the Create New Listing modal
      </button>
      {open ? (
        <Dialog visible onHide={() => setOpen(false)} header="Create New Listing">
          <Suspense fallback={null}>
            <CreateListingModal onClose={() => setOpen(false)} />
          </Suspense>
        </Dialog>
      ) : null}
    </>
  );
}

void mountStandalone({ appName: 'mfe-create-listing', routes, extras: OpenModal });
