// Browse (issue #11): the search calls measured on the generated data (100k listings with the full
// bench) — a selective word, a broad word, filters only, filter + sort + a deep page — and the
// business page call. Words: "Kaffeefilter" is in one seeded German listing; "brand" is in the
// generated names and summaries of many listings (ranked over the capped candidates).
import type { Target } from './api';

/**
 * `underLoad: false` measures the searches one request at a time only. That is how PGlite is measured:
 * it runs one query at a time inside the API's own thread (a slow query blocks the event loop), so N
 * connections measure only the queue, and requests of a finished run that are still queued (a client
 * that stops does not stop them) would take the next run's whole duration.
 */
export async function searchTargets(apiUrl: string, { underLoad = true } = {}): Promise<Target[]> {
  const search = (query: string) => `${apiUrl}/api/businesses?${query}`;
  const targets: Target[] = [
    { name: 'search: selective word', url: search('q=Kaffeefilter') },
    { name: 'search: broad word (ranked)', url: search('q=brand') },
    { name: 'search: filters only', url: search('price_min=100000&price_max=500000&profit_margin_min=15&marketplaces=US,DE') },
    { name: 'search: filter + sort + deep page', url: search('sales_min=50000&sort=price_asc&page=200') },
    { name: 'search: newest (landing)', url: search('sort=newest') },
  ];
  // The search targets are latencies (p95 ≤ 30 ms on PostgreSQL for a selective word and for
  // filters only): measured one request at a time too, beside the throughput under the run's connections,
  // whose latency is mostly the queue of N connections on two cores.
  const single = targets.map((target) => ({ ...target, name: `${target.name}, 1 connection`, connections: 1 }));
  if (underLoad) targets.push(...single);
  else targets.splice(0, targets.length, ...single);
  const newest = await fetch(search('sort=newest'))
    .then((res) => res.json() as Promise<{ data?: { id: number }[] }>)
    .catch(() => ({ data: [] }));
  const id = newest.data?.[0]?.id;
  if (id !== undefined) {
    const page = { name: 'GET /api/businesses/{id} (business page)', url: `${apiUrl}/api/businesses/${id}` };
    targets.push(underLoad ? page : { ...page, name: `${page.name}, 1 connection`, connections: 1 });
  }
  return targets;
}
