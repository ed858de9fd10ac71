// A stylesheet imported by a component, in a bundle for Node (the first-paint renderers,
// rspack-app.ts): nothing. The browser build links the real stylesheets.
module.exports = function emptyModule() {
  return 'export {};';
};
