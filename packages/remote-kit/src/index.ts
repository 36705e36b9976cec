export { mountStandalone } from './mount-standalone';
export { createPageSwitch, lazyPage, type PageEntry } from './page-switch';
