export * from './schema';
export * from './empty';
export * from './bucketing';
export * from './select';
export * from './operations';
