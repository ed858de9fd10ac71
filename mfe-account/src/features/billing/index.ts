// The billing feature's public entry: what other features of this remote may use.
export { billingQueryOptions } from './api/get-billing';
