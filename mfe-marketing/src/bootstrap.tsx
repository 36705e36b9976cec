import { mountStandalone } from '@leadnest/remote-kit';
import App from './federation/App';
import { routes } from './federation/contract';

mountStandalone(App, routes);
