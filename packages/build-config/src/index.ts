export * from './shared';
export * from './federation';
export * from './rspack';
export * from './precompress';
export * from './preload-chunks';
export * from './server-render';
