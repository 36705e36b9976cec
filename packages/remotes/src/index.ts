export * from './catalogue';
export * from './routes';
export * from './contract';
export * from './return-to';
export * from './page-preloads';
