import { createPageSwitch, lazyPage } from '@leadnest/remote-kit';

/** One page per owned route (titles come from the route table); each page is its own chunk. */
export const pages = {
  '/ai-phone': { Page: lazyPage(() => import('./AiPhoneRoute'), 'AiPhoneRoute') },
};

/** `./App`: renders the page of the route the shell matched. */
export default createPageSwitch('mfe_phone', pages);
