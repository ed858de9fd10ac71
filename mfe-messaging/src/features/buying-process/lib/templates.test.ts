// The template documents the LOI and APA steps link (public/templates/, copied into dist/ by the
// build and served by the remote): each step has one per language, in that language, marked as a
// template and not legal advice, about an Amazon FBA business, with its download link and stylesheet.
import fs from 'node:fs';
import path from 'node:path';
import { BUYING_STEPS, templatePath, type TemplateLanguage } from './steps';

const PUBLIC = path.join(__dirname, '../../../../public');
const read = (file: string) => fs.readFileSync(path.join(PUBLIC, file), 'utf8');

const COPY: Record<TemplateLanguage, { notice: string; business: RegExp; titles: Record<number, RegExp> }> = {
  en: {
    notice: 'Template – not legal advice.',
    business: /Amazon FBA Business/,
    titles: { 1: /<h1>Letter of Intent for the Purchase/, 3: /<h1>Asset Purchase Agreement for/ },
  },
  de: {
    notice: 'Vorlage – keine Rechtsberatung.',
    business: /Amazon-FBA-Geschäfts/,
    titles: { 1: /<h1>Absichtserklärung \(Letter of Intent\)/, 3: /<h1>Kaufvertrag über die Vermögenswerte/ },
  },
};

it('only LOI (1) and APA (3) have a template', () => {
  expect(BUYING_STEPS.filter((step) => templatePath(step, 'en') !== null)).toEqual([1, 3]);
});

describe.each(['en', 'de'] as const)('the %s templates', (language) => {
  it.each([1, 3] as const)('step %i: a document in the language, marked as a template, downloadable, styled', (step) => {
    const file = templatePath(step, language)!;
    expect(file).toMatch(new RegExp(`^templates/[a-z-]+\\.${language}\\.html$`));
    const html = read(file);
    expect(html).toContain(`<html lang="${language}">`);
    expect(html).toMatch(COPY[language].titles[step]!);
    expect(html).toMatch(COPY[language].business);
    expect(html).toContain(COPY[language].notice);
    expect(html).toContain(`<a href="${path.basename(file)}" download=`);
    expect(html).toContain('<link rel="stylesheet" href="template.css">');
    // The other language's version is one link away.
    const other = language === 'en' ? 'de' : 'en';
    expect(html).toContain(`href="${path.basename(templatePath(step, other)!)}" hreflang="${other}"`);
  });
});

it('the stylesheet prints without the download tools', () => {
  expect(read('templates/template.css')).toMatch(/@media print \{[^}]*\}[\s\S]*\.tools \{ display: none; \}/);
});
