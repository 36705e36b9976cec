export { createTestApp, testEnv, type TestApp, type TestAppOptions } from './test-app.js';
export { withTestDatabase, type TestDatabase } from './test-database.js';
