export * from './api';
export * from './error-log';
export * from './accounts';
