import type { FaqQuestion } from '../types/content-document';
import { ContentBlocks } from './content-blocks';

/**
 * Questions as native disclosure widgets (details/summary): keyboard (Tab, Enter, Space), screen
 * readers (expanded/collapsed) and find-in-page work without script, and several may be open at once.
 */
export function FaqAccordion({ questions }: { questions: readonly FaqQuestion[] }) {
  return (
    <div className="bz-faq">
      {questions.map((question) => (
        <details key={question.id} id={question.id} className="bz-faq__item">
          <summary className="bz-faq__question">{question.question}</summary>
          <div className="bz-faq__answer">
            <ContentBlocks blocks={question.answer} stepHeadingLevel={4} />
          </div>
        </details>
      ))}
    </div>
  );
}
