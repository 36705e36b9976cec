export { mountStandalone } from './mount-standalone';
export { createPageSwitch, lazyPage, routeOfPath, type LazyPage, type PageEntry, type PagePrefetch } from './page-switch';
export { RemotePanelContext, useRemotePanel } from './remote-panel';
