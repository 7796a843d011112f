/** Every EMI query lives under ['emi'], so one invalidation (or removal) covers the feature. */
export const emiQueryKeys = {
  all: ['emi'] as const,
  summary: ['emi', 'summary'] as const,
  settings: ['emi', 'settings'] as const,
  views: (page: number, size: number) => ['emi', 'views', { page, size }] as const,
};
