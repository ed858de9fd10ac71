// The async boundary: shared singletons are negotiated before the standalone page's code runs.
import('./bootstrap').catch((error: unknown) => console.error('[mfe-listings] bootstrap failed', error));
