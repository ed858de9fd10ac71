import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level of the listing's title (1 on the business page, 2 inside the preview or moderation page):
 * section headings sit one below it, sub-headings two below, so the outline stays in order.
 */
export const TitleLevelContext = createContext<1 | 2>(1);

type HeadingTag = 'h2' | 'h3' | 'h4';

export function SectionHeading({ id, depth = 1, children }: { id?: string; depth?: 1 | 2; children: ReactNode }) {
  const level = useContext(TitleLevelContext) + depth;
  const Tag = `h${Math.min(level, 4)}` as HeadingTag;
  return (
    <Tag id={id} className={depth === 1 ? 'bz-details__heading' : 'bz-details__subheading'}>
      {children}
    </Tag>
  );
}
