export * from './shared';
export * from './federation';
export * from './rspack';
