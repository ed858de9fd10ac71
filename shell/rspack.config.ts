import { createHostConfig } from '../shared/tooling/rspack-app';
import federation from './module-federation.config';

export default createHostConfig({ appDir: process.cwd(), federation, devPort: 3000 });
