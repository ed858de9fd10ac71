// The path builders of the page's language. The language is state of the one i18n instance, so this
// pure module reaches it through the singleton entry `@bizmarkt/shared` (never a relative import,
// which would bundle a second i18n binding into every app that uses this subpath).
import { useLocale } from '@bizmarkt/shared';
import { pathsFor, type PathBuilders } from './paths';

/** `const paths = usePaths(); <Link to={paths.business(id)}>` — `/business/7` or `/de/business/7`. */
export function usePaths(): PathBuilders {
  return pathsFor(useLocale());
}
