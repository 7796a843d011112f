export * from './link-constants.ts';
export * from './link-schemas.ts';
export * from './pagination.ts';
export * from './thumbnail.ts';
