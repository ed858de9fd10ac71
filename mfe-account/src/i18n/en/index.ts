// The 'en' bundle of the account namespace: one file per area (so features edit their own file),
// merged into one chunk. Top-level keys must not repeat across files (locale-files.test checks).
import login from './login.json';
import pages from './pages.json';
import panels from './panels.json';
import registration from './registration.json';
import billing from './billing.json';
import socials from './socials.json';
import components from './components.json';

export const parts = { login, registration, pages, panels, socials, billing, components };

const bundle = { ...login, ...registration, ...pages, ...panels, ...socials, ...billing, ...components };
export default bundle;
