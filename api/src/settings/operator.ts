// Who runs the site (OPERATOR_*), read by readConfig (../config.ts): the imprint's, contact page's and
// privacy notice's details, with demo values standing in while they are unset.
import type { OperatorDetails } from '@bizmarkt/shared/contract';

/**
 * The demo operator: every value visibly a placeholder (the pages badge them as demo data). A real
 * deployment sets every OPERATOR_* variable that has no `null` here (docs/architecture/legal-pages.md).
 */
const DEMO_OPERATOR = {
  OPERATOR_NAME: 'Bizmarkt GmbH',
  OPERATOR_STREET: 'Musterstraße 1',
  OPERATOR_POSTAL_CODE: '10117',
  OPERATOR_CITY: 'Berlin',
  OPERATOR_COUNTRY: 'DE',
  OPERATOR_EMAIL: 'kontakt@bizmarkt.test',
  OPERATOR_REPRESENTATIVE: 'Erika Mustermann',
  OPERATOR_RESPONSIBLE: 'Erika Mustermann, Musterstraße 1, 10117 Berlin',
} as const;

/** Optional details: a company without a register entry or a VAT id leaves them out of the imprint. */
const DEMO_OPTIONAL = {
  OPERATOR_PHONE: '+49 30 0000000',
  OPERATOR_REGISTER: 'Amtsgericht Charlottenburg, HRB 000000 B',
  OPERATOR_VAT_ID: 'DE000000000',
} as const;

/**
 * Who runs the site (imprint § 5 DDG, contact, privacy controller). Demo values stand in for unset
 * variables, and `placeholder` says so while any required one is unset. Once all of those are set,
 * an unset optional one is left out instead of showing a demo value beside real details.
 */
export function readOperatorDetails(env: NodeJS.ProcessEnv): OperatorDetails {
  const value = (name: keyof typeof DEMO_OPERATOR) => env[name]?.trim() || undefined;
  const placeholder = (Object.keys(DEMO_OPERATOR) as (keyof typeof DEMO_OPERATOR)[]).some((name) => value(name) === undefined);
  const required = (name: keyof typeof DEMO_OPERATOR) => value(name) ?? DEMO_OPERATOR[name];
  const optional = (name: keyof typeof DEMO_OPTIONAL) => env[name]?.trim() || (placeholder ? DEMO_OPTIONAL[name] : null);
  return {
    name: required('OPERATOR_NAME'),
    street: required('OPERATOR_STREET'),
    postal_code: required('OPERATOR_POSTAL_CODE'),
    city: required('OPERATOR_CITY'),
    country_code: required('OPERATOR_COUNTRY').toUpperCase(),
    email: required('OPERATOR_EMAIL'),
    phone: optional('OPERATOR_PHONE'),
    register: optional('OPERATOR_REGISTER'),
    vat_id: optional('OPERATOR_VAT_ID'),
    representative: required('OPERATOR_REPRESENTATIVE'),
    responsible: required('OPERATOR_RESPONSIBLE'),
    placeholder,
  };
}
