import { createRemoteConfig } from '../shared/tooling/rspack-app';
import federation from './module-federation.config';

export default createRemoteConfig({ appDir: process.cwd(), federation, devPort: 3003 });
