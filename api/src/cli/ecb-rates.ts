// Refreshes api/src/domain/currency/ecb-monthly-averages.json from the ECB's eurofxref-hist.csv
// (download https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip and unzip it first):
//   pnpm --filter ./api ecb-rates /path/to/eurofxref-hist.csv [from-month, default 2023-01]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monthlyAverages, renderTable, REFRESHED_NOTES } from '../domain/currency/ecb-csv';

const [file, fromMonth = '2023-01'] = process.argv.slice(2);
if (!file) {
  console.error('usage: ecb-rates <eurofxref-hist.csv> [from-month YYYY-MM]');
  process.exit(2);
}
const csv = readFileSync(file, 'utf8');
const newestDay = csv.split(/\r?\n/)[1]?.split(',')[0] ?? '?';
const months = monthlyAverages(csv, fromMonth);
const target = path.join(__dirname, '../domain/currency/ecb-monthly-averages.json');
const source = `ECB euro foreign exchange reference rates, monthly averages computed from ${path.basename(file)} (newest day ${newestDay})`;
writeFileSync(target, renderTable({ source, provisionalFrom: null, months }, REFRESHED_NOTES(path.basename(file), newestDay)));
console.log(`wrote ${Object.keys(months).length} months to ${target}`);
