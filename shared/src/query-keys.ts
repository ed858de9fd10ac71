// One query-key factory per resource. Mutations invalidate through these, never through a string
// typed twice. Keys that depend on the language include it, so /de and / never share a cache entry.
export const queryKeys = {
  user: () => ['user'] as const,
  categories: (locale: string) => ['categories', locale] as const,
  countries: (locale: string) => ['countries', locale] as const,
};
