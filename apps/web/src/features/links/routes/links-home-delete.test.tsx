import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import {
  deferredResponse,
  LIST_PATH,
  linksPage,
  makeLink,
  signInAdmin,
  stubLinksApi,
} from '../testing/link-fixtures.ts';

const lofi = makeLink();
const talk = makeLink({ linkId: 8, linkName: 'Rust talk' });

function openDashboard(answer: (call: RecordedCall) => Response | Promise<Response> | undefined) {
  signInAdmin();
  const net = stubLinksApi(answer);
  return { net, ...renderApp('/home') };
}

async function deleteLofi(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Delete Lo-fi beats' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete link' }));
  await user.click(dialog.getByRole('button', { name: 'Delete' }));
}

describe('deleting a link on the dashboard', () => {
  it('removes the row at once, before the list is fetched again', async () => {
    const refetch = deferredResponse();
    let deleted = false;
    const { net, user } = openDashboard((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return jsonResponse(200, { message: 'Link deleted successfully' });
      }
      if (!LIST_PATH.test(call.path)) return undefined;
      return deleted ? refetch.promise : jsonResponse(200, linksPage([lofi, talk], 2, 1));
    });
    await deleteLofi(user);

    await expectToast('Success', 'Link deleted successfully');
    expect(net.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/v1/links/7');
    expect(screen.queryByRole('link', { name: 'Lo-fi beats' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rust talk' })).toBeInTheDocument();
    expect(screen.getByText('Total links: 1')).toBeInTheDocument();
    await waitFor(() => expect(net.calls.filter((call) => LIST_PATH.test(call.path))).toHaveLength(2));

    refetch.resolve(jsonResponse(200, linksPage([talk], 1, 1)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Rust talk' })).toBeInTheDocument();
  });

  it('deletes nothing when the question is cancelled', async () => {
    const { net, user } = openDashboard((call) =>
      LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([lofi])) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Lo-fi beats' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(net.calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('link', { name: 'Lo-fi beats' })).toBeInTheDocument();
  });

  it.each([
    [403, 'Only the owner of this link can change or share it', 'Access Denied!'],
    [401, 'Unauthorized', 'Access Denied!'],
    [409, 'The link is being changed elsewhere', 'The link is being changed elsewhere'],
  ])('on a %i shows the Error dialog', async (status, serverMessage, shown) => {
    const { user } = openDashboard((call) => {
      if (call.method === 'DELETE') return errorResponse(status, serverMessage);
      return LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([lofi])) : undefined;
    });
    await deleteLofi(user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lo-fi beats' })).toBeInTheDocument();
    const [closeX, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closeX).toHaveClass('btn-close');
    await user.click(closeButton as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
