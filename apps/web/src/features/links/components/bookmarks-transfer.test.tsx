import { LINK_IMPORT_MAX_BYTES } from '@app/shared/links/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import { LIST_PATH, linksPage, makeLink, signInAdmin, stubLinksApi } from '../testing/link-fixtures.ts';

const bookmarks = '<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><DT><A HREF="https://example.com">Ex</A></DL>';

async function openDashboard(answer: (call: RecordedCall) => Response | undefined) {
  signInAdmin();
  const net = stubLinksApi((call) =>
    LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([makeLink()])) : answer(call),
  );
  const app = renderApp('/home');
  await screen.findByRole('table');
  return { net, ...app };
}

describe('bookmark import and export', () => {
  it('imports a bookmark file as text/html, reports the counts and reloads the list', async () => {
    const { net, user } = await openDashboard((call) =>
      call.path === '/api/v1/links/import'
        ? jsonResponse(200, { imported: 3, skippedDuplicates: 1, skippedInvalid: 2, message: 'Done' })
        : undefined,
    );
    const file = new File([bookmarks], 'bookmarks.html', { type: 'text/html' });
    await user.upload(screen.getByLabelText('Bookmark file to import'), file);

    await expectToast('Success', 'Imported 3, skipped 1 duplicates and 2 invalid');
    const post = net.callsTo('/api/v1/links/import')[0];
    expect(post?.method).toBe('POST');
    expect(post?.headers.get('Content-Type')).toBe('text/html');
    expect(post?.body).toBe(bookmarks);
    await waitFor(() => expect(net.calls.filter((call) => LIST_PATH.test(call.path))).toHaveLength(2));
  });

  it('refuses a file above 5 MB without sending it', async () => {
    const { net, user } = await openDashboard(() => undefined);
    const file = new File(['x'.repeat(LINK_IMPORT_MAX_BYTES + 1)], 'huge.html', { type: 'text/html' });
    await user.upload(screen.getByLabelText('Bookmark file to import'), file);
    await expectToast('Error', 'The bookmark file is larger than 5 MB');
    expect(net.callsTo('/api/v1/links/import')).toHaveLength(0);
  });

  it('reports a refused import through the links error rules', async () => {
    const { user } = await openDashboard((call) =>
      call.path === '/api/v1/links/import' ? errorResponse(400, 'The file has no bookmarks') : undefined,
    );
    await user.upload(
      screen.getByLabelText('Bookmark file to import'),
      new File(['<html></html>'], 'empty.html', { type: 'text/html' }),
    );
    await expectToast('ERROR', 'Message: The file has no bookmarks');
  });

  it('exports my links as bookmarks.html', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bookmarks');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { net, user } = await openDashboard((call) =>
      call.path === '/api/v1/links/export'
        ? new Response(bookmarks, { status: 200, headers: { 'Content-Type': 'text/html' } })
        : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(net.callsTo('/api/v1/links/export')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    const [blob] = createObjectURL.mock.calls[0] ?? [];
    expect(await (blob as Blob).text()).toBe(bookmarks);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bookmarks.html');
  });
});
