/**
 * @leadnest/plans: the one plan catalogue. Every screen and the API that
 * shows or checks a plan imports from here, never a literal price.
 */
export * from './tiers';
export * from './readings';
export * from './helpers';
export * from './allowances';
export * from './charges';
