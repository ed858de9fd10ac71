// User-facing API messages in English and German (chosen by X-LANG). The texts follow Laravel's
// (and laravel-lang's German) wording, because the client was written against a Laravel API.
import type { Lang } from './lang';

const en = {
  'auth.failed': 'These credentials do not match our records.',
  'validation.required': 'The :attribute field is required.',
  'validation.string': 'The :attribute field must be a string.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.integer': 'The :attribute field must be an integer.',
  'validation.numeric': 'The :attribute field must be a number.',
  'validation.array': 'The :attribute field must be an array.',
  'validation.email': 'The :attribute field must be a valid email address.',
  'validation.url': 'The :attribute field must be a valid URL.',
  'validation.max.string': 'The :attribute field must not be greater than :max characters.',
  'validation.min.string': 'The :attribute field must be at least :min characters.',
  'validation.max.numeric': 'The :attribute field must not be greater than :max.',
  'validation.min.numeric': 'The :attribute field must be at least :min.',
  'validation.in': 'The selected :attribute is invalid.',
  'validation.invalid': 'The :attribute field is invalid.',
  'validation.more_errors.one': '(and :count more error)',
  'validation.more_errors.other': '(and :count more errors)',
  // — accounts: registration, verification, passwords, profile, deletion —
  // — mail and notifications —
  // — social sign-in (OIDC) —
} as const;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  'auth.failed': 'Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.',
  'validation.required': ':Attribute muss ausgefüllt werden.',
  'validation.string': ':Attribute muss ein Text sein.',
  'validation.boolean': ':Attribute muss entweder wahr oder falsch sein.',
  'validation.integer': ':Attribute muss eine ganze Zahl sein.',
  'validation.numeric': ':Attribute muss eine Zahl sein.',
  'validation.array': ':Attribute muss eine Liste sein.',
  'validation.email': ':Attribute muss eine gültige E-Mail-Adresse sein.',
  'validation.url': ':Attribute muss eine gültige URL sein.',
  'validation.max.string': ':Attribute darf maximal :max Zeichen haben.',
  'validation.min.string': ':Attribute muss mindestens :min Zeichen lang sein.',
  'validation.max.numeric': ':Attribute darf maximal :max sein.',
  'validation.min.numeric': ':Attribute muss mindestens :min sein.',
  'validation.in': 'Der gewählte Wert für :attribute ist ungültig.',
  'validation.invalid': ':Attribute ist ungültig.',
  'validation.more_errors.one': '(und :count weiterer Fehler)',
  'validation.more_errors.other': '(und :count weitere Fehler)',
  // — accounts: registration, verification, passwords, profile, deletion —
  // — mail and notifications —
  // — social sign-in (OIDC) —
};

const MESSAGES: Record<Lang, Record<MessageKey, string>> = { en, de };

/** Display names of input fields; English falls back to the field name with spaces (as Laravel). */
const ATTRIBUTES: Record<Lang, Record<string, string>> = {
  en: {},
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    remember: 'Angemeldet bleiben',
    name: 'Vorname',
    last_name: 'Nachname',
  },
};

export type Replacements = Record<string, string | number>;

export function attributeName(field: string, lang: Lang): string {
  return ATTRIBUTES[lang][field] ?? field.replaceAll('_', ' ').replaceAll('.', ' ');
}

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
