// `@bizmarkt/shared/server`: for Node only, never in a browser bundle. The remotes' server-side
// renderers (`src/first-paint/server.tsx`, built by shared/tooling/rspack-app.ts) draw a page's first
// screen with it; see first-paint.tsx.
export * from './first-paint';
