import { configure } from '@testing-library/react';

// findBy…/waitFor wait up to 5 s instead of 1 s: on a loaded CI machine a
// lazy chunk plus a few answered fetches can take longer than a second.
configure({ asyncUtilTimeout: 5000 });
