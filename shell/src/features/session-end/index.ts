export { SessionEndWatcher } from './SessionEndWatcher';
