export * from './api';
export * from './error-log';
export * from './accounts';
export * from './body';
export * from './notifications';
export * from './billing';
