// User-facing API messages in English and German (chosen by X-LANG). Field rules follow Laravel's
// (and laravel-lang's German) wording, because the client was written against a Laravel API; where a
// stock sentence reads like a machine (credentials, email, confirmation), ours are plain words.
// The tables are one per language (messages-en.ts, messages-de.ts): the German one is typed by the
// English one's keys (`Record<MessageKey, string>`), so a message missing in German fails the
// type-check. The fields' display names are in attribute-names.ts.
import type { Lang } from './lang';
import { de } from './messages-de';
import { en, type MessageKey } from './messages-en';

export { attributeName, type AttributeScope } from './attribute-names';
export type { MessageKey } from './messages-en';

const MESSAGES: Record<Lang, Record<MessageKey, string>> = { en, de };

export type Replacements = Record<string, string | number>;

export function translate(key: MessageKey, lang: Lang, replacements: Replacements = {}): string {
  let text = MESSAGES[lang][key];
  for (const [name, value] of Object.entries(replacements)) {
    const str = String(value);
    const capitalised = str.charAt(0).toUpperCase() + str.slice(1);
    text = text.replaceAll(`:${name.charAt(0).toUpperCase()}${name.slice(1)}`, capitalised);
    text = text.replaceAll(`:${name}`, str);
  }
  return text;
}
