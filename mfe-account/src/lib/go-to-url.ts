/**
 * Leaves the app for a page outside it (the payment provider's checkout or portal, or the sandbox's,
 * served by the API). One named function so component tests can observe it: jsdom cannot navigate.
 */
export function goToUrl(url: string): void {
  window.location.assign(url);
}
