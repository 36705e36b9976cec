import { remoteFederationConfig } from '@leadnest/build-config';
import { PHONE_PANEL_EXPOSE } from '@leadnest/remotes';

import pkg from './package.json' with { type: 'json' };

/** mfe_phone: exposes `./App` and the dashboard's AI Phone Receptionist panel (`./PhonePanel`); shares the one singletons list. */
export default remoteFederationConfig('mfe_phone', pkg, { [PHONE_PANEL_EXPOSE]: './src/federation/PhonePanel.tsx' });
