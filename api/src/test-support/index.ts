export { createTestApp, testEnv, type TestApp, type TestAppOptions } from './test-app.js';
export { testDatabaseAvailable, withTestDatabase, type TestDatabase } from './test-database.js';
