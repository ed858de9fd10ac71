import type { APIOptions } from 'primereact/api';
import { OVERLAY_Z_INDEX } from '@bizmarkt/shared/constants';

/**
 * The page's PrimeReact settings (spec §9 overlay layers), set once here rather than left to the
 * library's defaults. The remotes share PrimeReact as a singleton, so they get them too.
 */
export const primeReactConfig: Partial<APIOptions> = {
  ripple: true,
  autoZIndex: true,
  zIndex: { ...OVERLAY_Z_INDEX },
};
