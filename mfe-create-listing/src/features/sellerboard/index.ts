// The sellerboard panel, for the wizard's financials step (props: listing id, onApplied).
export { default as SellerboardPanel, type SellerboardPanelProps } from './components/sellerboard-panel';
