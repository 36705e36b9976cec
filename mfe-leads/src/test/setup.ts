// What every front-end workspace prepares before each test file (@leadnest/ui's shared-setup.ts).
import { prepareTestFile } from '@leadnest/ui/test-setup';

prepareTestFile();
