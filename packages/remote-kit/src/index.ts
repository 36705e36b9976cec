export { mountStandalone } from './mount-standalone';
