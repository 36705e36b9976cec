export { createWebMiddleware, MANIFEST_URL, type WebOptions } from './web.middleware.js';
