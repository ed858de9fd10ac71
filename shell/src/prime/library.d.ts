// The library's own modules under names Module Federation does not share (aliases in
// shell/rspack.config.ts and shell/jest.config.cjs): the shell's configured share of `primereact/api`
// and `primereact/overlayservice` is built on them (configured-api.ts).
declare module 'primereact-library/api' {
  export * from 'primereact/api';
  export { default } from 'primereact/api';
}
declare module 'primereact-library/overlayservice' {
  export * from 'primereact/overlayservice';
}
