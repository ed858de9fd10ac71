// Billing's public entry for code outside the app (the seed, src/seed/): what it may use of billing.
// The app itself wires billing in plugins/app/billing.ts.
export { DEMO_SUBSCRIPTION_PLAN, seedDemoSubscription, type DemoSubscriptionOptions } from './demo-subscription';
