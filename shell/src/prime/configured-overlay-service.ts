// What every app gets as `primereact/overlayservice` (see configured-api.ts): the library's bus,
// reported to the shell as it first loads, so the shell hears the first `confirmDialog()` of any app
// without loading PrimeReact at startup (GlobalOverlays).
import { OverlayService } from 'primereact-library/overlayservice';
import { overlayServiceLoaded } from './prime-setup';

export * from 'primereact-library/overlayservice';

overlayServiceLoaded(OverlayService);
