// `@bizmarkt/shared/federation`: the shell ↔ remote contract (expose shapes, remote names). Types
// and plain constants only; bundled into each app.
export * from './remotes';
