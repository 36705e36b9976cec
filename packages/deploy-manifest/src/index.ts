export * from './schema';
export * from './bucketing';
export * from './select';
export * from './operations';
