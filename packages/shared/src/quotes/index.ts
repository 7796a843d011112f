export * from './quote-schemas.ts';
