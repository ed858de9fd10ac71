export * from './poller';
export * from './poller-control';
export * from './sync-service';
