// The async boundary: Module Federation negotiates the shared singletons before any React code runs.
import('./bootstrap').catch((error: unknown) => console.error('[shell] bootstrap failed', error));
