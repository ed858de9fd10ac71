// `@bizmarkt/shared/routing`: the route table, route/panel/modal ids and typed path builders. Pure code,
// bundled into each app (not shared through Module Federation), so a remote built against a newer
// table gets its own copy.
export * from './route-table';
export * from './surfaces';
export * from './paths';
export * from './use-paths';
