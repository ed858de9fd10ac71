import { Fragment } from 'react';
import { Link } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';
import type { RichText as RichTextValue } from '../types/content-document';

/** Text with inline links: site links in the page's language, other sites in a new tab. */
export function RichText({ value }: { value: RichTextValue }) {
  const paths = usePaths();
  if (typeof value === 'string') return <>{value}</>;
  return (
    <>
      {value.map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        if ('strong' in part) return <strong key={index}>{part.strong}</strong>;
        if ('to' in part) {
          return (
            <Link key={index} to={paths[part.to]()}>
              {part.text}
            </Link>
          );
        }
        return (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        );
      })}
    </>
  );
}
