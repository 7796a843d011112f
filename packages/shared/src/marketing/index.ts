export * from './site-schemas.ts';
