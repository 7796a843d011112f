import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

const EXPORT_FILE_NAME = 'bookmarks.html';

/** GET /api/v1/links/export: my links as a Netscape bookmark file, saved as bookmarks.html. */
export async function exportLinks(): Promise<void> {
  const { blob } = await api.download('/api/v1/links/export', { headers: { Accept: 'text/html' } });
  saveFile(blob, EXPORT_FILE_NAME);
}

export function useExportLinks() {
  return useMutation({ mutationFn: exportLinks });
}
