import { mountStandalone } from '@bizmarkt/shared/standalone';
import routes from './exposes/routes';

void mountStandalone({ appName: 'mfe-account', routes });
