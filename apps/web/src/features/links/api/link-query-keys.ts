/** Every links query lives under ['links'], so one invalidation refreshes the whole feature. */
export const linkQueryKeys = {
  all: ['links'] as const,
  lists: ['links', 'list'] as const,
  detail: (linkId: number) => ['links', 'detail', linkId] as const,
  tags: ['links', 'tags'] as const,
};
