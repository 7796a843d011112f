import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import { makeLink, musicTag, signInAdmin, stubLinksApi, talksTag } from '../testing/link-fixtures.ts';

const link = makeLink({ linkTags: [musicTag, talksTag], sharedWith: ['ravi@example.in'] });

function openDetails(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  signInAdmin();
  const net = stubLinksApi(
    (call) => answer(call) ?? (call.path === '/api/v1/links/7' ? jsonResponse(200, link) : undefined),
  );
  return { net, ...renderApp('/link/7/view') };
}

describe('Link Details (/link/{linkId}/view)', () => {
  it("shows the link, each tag as 'Tag: name', and a Home button", async () => {
    openDetails();
    expect(await screen.findByText('Tag: Music')).toBeInTheDocument();
    expect(screen.getByText('Tag: Talks')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Link Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.youtube.com/watch?v=abc123' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Lo-fi beats')).toBeInTheDocument();
    expect(screen.getByText('Music to code to')).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/link/7/edit');
  });

  it('derives the thumbnail from the url without a stored one, and falls back to an icon', async () => {
    openDetails();
    const thumbnail = await screen.findByRole('img', { name: 'Lo-fi beats' });
    expect(thumbnail).toHaveAttribute('src', 'https://img.youtube.com/vi/abc123/0.jpg');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    fireEvent.error(thumbnail);
    const fallback = await screen.findByRole('img', { name: 'Lo-fi beats' });
    expect(fallback.tagName).toBe('SPAN');
  });

  it('prefers the stored thumbnail, then the derived one when it fails', async () => {
    openDetails((call) =>
      call.path === '/api/v1/links/7' ? jsonResponse(200, { ...link, linkImage: 'iVBORw0KGgo=' }) : undefined,
    );
    const thumbnail = await screen.findByRole('img', { name: 'Lo-fi beats' });
    expect(thumbnail).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    fireEvent.error(thumbnail);
    expect(screen.getByRole('img', { name: 'Lo-fi beats' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/abc123/0.jpg',
    );
  });

  it('shares with another administrator and lists them', async () => {
    const { net, user } = openDetails((call) =>
      call.path === '/api/v1/links/7/share'
        ? jsonResponse(200, { ...link, sharedWith: ['meera@example.in', 'ravi@example.in'] })
        : undefined,
    );
    await user.type(await screen.findByLabelText('Administrator email'), '  Meera@Example.in ');
    await user.click(screen.getByRole('button', { name: 'Share' }));

    await expectToast('Success', 'Link shared with meera@example.in');
    expect(net.callsTo('/api/v1/links/7/share')[0]).toMatchObject({
      method: 'POST',
      body: { email: 'meera@example.in' },
    });
    const sharedWith = within(screen.getByRole('list', { name: 'Shared with' }));
    expect(sharedWith.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'meera@example.in',
      'ravi@example.in',
    ]);
    expect(screen.getByLabelText('Administrator email')).toHaveValue('');
  });

  it('checks the email before sharing', async () => {
    const { net, user } = openDetails();
    await user.type(await screen.findByLabelText('Administrator email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Please, enter a valid email')).toBeInTheDocument();
    expect(net.callsTo('/api/v1/links/7/share')).toHaveLength(0);
  });

  it('reports an unknown administrator by the links error rules', async () => {
    const { user } = openDetails((call) =>
      call.path === '/api/v1/links/7/share'
        ? errorResponse(404, 'No administrator has this email')
        : undefined,
    );
    await user.type(await screen.findByLabelText('Administrator email'), 'nobody@example.in');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await expectToast('ERROR', 'No administrator has this email');
  });

  it('unshares', async () => {
    const { net, user } = openDetails((call) =>
      call.path === '/api/v1/links/7/unshare' ? jsonResponse(200, { ...link, sharedWith: [] }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Unshare ravi@example.in' }));
    await expectToast('Success', 'Link no longer shared with ravi@example.in');
    expect(net.callsTo('/api/v1/links/7/unshare')[0]?.body).toEqual({ email: 'ravi@example.in' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Shared with' })).not.toBeInTheDocument());
  });

  it('shows who shared a link with me, and no edit or share controls', async () => {
    openDetails((call) =>
      call.path === '/api/v1/links/7'
        ? jsonResponse(200, { ...link, sharedBy: 'ravi@example.in', sharedWith: [] })
        : undefined,
    );
    expect(await screen.findByText('Shared by ravi@example.in')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
