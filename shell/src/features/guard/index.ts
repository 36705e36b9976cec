export { AccessGuard } from './components/AccessGuard';
export type { AccessGuardProps } from './components/AccessGuard';
export { UpgradeRequired, PREMIUM_FEATURES } from './components/UpgradeRequired';
export { decideAccess } from './decide-access';
export type { AccessDecision, AccessInput } from './decide-access';
export { GuestOnly } from './components/GuestOnly';
export type { GuestOnlyProps } from './components/GuestOnly';
export { OwnerManaged, ownerManagedText } from './components/OwnerManaged';
export type { OwnerManagedProps } from './components/OwnerManaged';
