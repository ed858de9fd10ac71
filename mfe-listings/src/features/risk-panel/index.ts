// The Amazon risk panel's public entry (issue #29): the listing page draws it below the financials from
// the listing answer's `risk` (computed by the API, decision 0194).
export { RiskPanel, type RiskPanelProps } from './components/risk-panel';
export { riskReading, type RiskReading } from './lib/readings';
