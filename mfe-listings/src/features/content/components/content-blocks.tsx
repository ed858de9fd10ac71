import type { ContentBlock } from '../types/content-document';
import { OperatorDetailsBlock } from './operator-details';
import { RichText } from './rich-text';

/** The blocks of one section; step titles are headings one level below the section's. */
export function ContentBlocks({ blocks, stepHeadingLevel = 3 }: { blocks: readonly ContentBlock[]; stepHeadingLevel?: 3 | 4 }) {
  const StepHeading = stepHeadingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index}>
                <RichText value={block.text} />
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="bz-content__list">
                {block.items.map((item, i) => (
                  <li key={i}>
                    <RichText value={item} />
                  </li>
                ))}
              </ul>
            );
          case 'steps':
            return (
              <ol key={index} className="bz-content__steps">
                {block.items.map((step, i) => (
                  <li key={i} className="bz-content__step">
                    <StepHeading className="bz-content__step-title">{step.title}</StepHeading>
                    <p>
                      <RichText value={step.text} />
                    </p>
                  </li>
                ))}
              </ol>
            );
          case 'note':
            return (
              <p key={index} className="bz-content__note">
                <RichText value={block.text} />
              </p>
            );
          case 'operator':
            return <OperatorDetailsBlock key={index} details={block.details} />;
        }
      })}
    </>
  );
}
