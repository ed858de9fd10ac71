export * from './api';
export * from './remotes';
