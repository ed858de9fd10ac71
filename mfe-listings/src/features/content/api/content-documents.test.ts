import { LOCALES } from '@bizmarkt/shared/constants';
import { pathsFor } from '@bizmarkt/shared/routing';
import { CONTENT_PAGES, type ContentBlock, type ContentDocument, type ContentLinkTarget, type RichText } from '../types/content-document';
import { CONTENT_DOCUMENTS, getContentDocument } from './get-content-document';

/** The structure of a document without its words: what both languages must share. */
function outline(document: ContentDocument) {
  return document.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks?.map(blockShape),
    questions: section.questions?.map((question) => ({ id: question.id, answer: question.answer.map(blockShape) })),
  }));
}

function blockShape(block: ContentBlock) {
  if (block.kind === 'list' || block.kind === 'steps') return `${block.kind}:${block.items.length}`;
  return block.kind;
}

function linkTargets(document: ContentDocument): ContentLinkTarget[] {
  const texts: RichText[] = [];
  const collect = (blocks: readonly ContentBlock[] = []) => {
    for (const block of blocks) {
      if (block.kind === 'list') texts.push(...block.items);
      else if (block.kind === 'steps') texts.push(...block.items.map((step) => step.text));
      else if (block.kind !== 'operator') texts.push(block.text);
    }
  };
  for (const section of document.sections) {
    collect(section.blocks);
    for (const question of section.questions ?? []) collect(question.answer);
  }
  return texts.flatMap((text) => (typeof text === 'string' ? [] : text.flatMap((part) => (typeof part === 'object' && 'to' in part ? [part.to] : []))));
}

describe.each(CONTENT_PAGES)('the %s page', (page) => {
  it('exists in every language of the site', () => {
    expect(Object.keys(CONTENT_DOCUMENTS[page]).sort()).toEqual([...LOCALES].sort());
  });

  it('has a title, a lead and sections in each language, translated rather than copied', async () => {
    const documents = await Promise.all(LOCALES.map((locale) => getContentDocument(page, locale)));
    for (const document of documents) {
      expect(document.title.trim()).not.toBe('');
      expect(document.lead.length).toBeGreaterThan(40);
      expect(document.sections.length).toBeGreaterThanOrEqual(3);
      for (const section of document.sections) expect(Boolean(section.blocks?.length) || Boolean(section.questions?.length)).toBe(true);
    }
    expect(new Set(documents.map((document) => document.title)).size).toBe(LOCALES.length);
    expect(new Set(documents.map((document) => document.lead)).size).toBe(LOCALES.length);
  });

  it('has the same sections, blocks, questions and links in English and German', async () => {
    const [en, de] = await Promise.all([getContentDocument(page, 'en'), getContentDocument(page, 'de')]);
    expect(outline(de)).toEqual(outline(en));
    expect(linkTargets(de)).toEqual(linkTargets(en));
    expect(de.effectiveDate).toBe(en.effectiveDate);
  });

  it('links only to pages that exist, in the page language', async () => {
    for (const locale of LOCALES) {
      const document = await getContentDocument(page, locale);
      for (const target of linkTargets(document)) {
        const path = pathsFor(locale)[target]();
        expect(path).toMatch(locale === 'de' ? /^\/de(\/|$)/ : /^\/(?!de\b)/);
      }
    }
  });
});
