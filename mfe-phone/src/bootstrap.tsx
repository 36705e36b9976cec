import { mountStandalone } from '@leadnest/remote-kit';

import App from './federation/App';

mountStandalone(App, 'mfe_phone');
