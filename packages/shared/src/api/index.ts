export * from './error-body.ts';
