export * from './client.ts';
export * from './endpoints/categories.ts';
export * from './endpoints/eth-price.ts';
export * from './error-text.ts';
export * from './query-client.ts';
