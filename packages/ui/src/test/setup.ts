// What every front-end workspace prepares before each test file (shared-setup.ts, exported as @leadnest/ui/test-setup).
import { prepareTestFile } from './shared-setup';

prepareTestFile();
