export * from './poller';
export * from './poller-control';
export * from './sync-service';
export * from './event-stream';
