export * from './domain-name.ts';
export * from './domain-schemas.ts';
export * from './suggestions.ts';
