export * from './api';
export * from './remotes';
export * from './error-log';
export * from './accounts';
export * from './body';
export * from './notifications';
