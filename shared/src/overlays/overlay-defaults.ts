// Spec §9: the tooltip defaults and the overlay layers, set once. The shell hands the layers to
// PrimeReactProvider (shared with the remotes through the 'primereact/' singleton); tooltips take
// their options per element in PrimeReact, so every app passes `tooltipOptions()`.
import type { TooltipOptions } from 'primereact/tooltip/tooltipoptions';

/** Spec §9 "Tooltip", as the spec names them. */
export const TOOLTIP_FADE_IN_MS = 250;
export const TOOLTIP_MAX_WIDTH_PX = 350;
export const TOOLTIP_Z_INDEX = 9999;
export const TOOLTIP_ARROW = true;
/** [along the target, away from the target] in px. */
export const TOOLTIP_OFFSET_PX = [0, 10] as const;
/** [show, hide] in ms. */
export const TOOLTIP_DURATIONS_MS = [300, 250] as const;

/** Spec §9 "Overlay layers"; toasts keep PrimeReact's 1200 so they stay above modals. */
export const OVERLAY_Z_INDEX = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100, toast: 1200 } as const;

/**
 * The default options of every tooltip: `<Button tooltip="…" tooltipOptions={tooltipOptions()} />`.
 * The arrow is PrimeReact's own (always drawn); the fade-in and the 10 px offset are the `bz-tooltip`
 * class's (shell app.css); the z-index replaces the provider's tooltip layer for these tooltips.
 */
export function tooltipOptions(overrides: TooltipOptions = {}): TooltipOptions {
  return {
    position: 'top',
    showDelay: TOOLTIP_DURATIONS_MS[0],
    hideDelay: TOOLTIP_DURATIONS_MS[1],
    // A fixed layer (PrimeReact's automatic one would count up from the provider's 1100).
    autoZIndex: false,
    className: 'bz-tooltip',
    style: { maxWidth: TOOLTIP_MAX_WIDTH_PX, zIndex: TOOLTIP_Z_INDEX },
    ...overrides,
  };
}
