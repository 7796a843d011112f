import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type RecordedCall } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import {
  LIST_PATH,
  linksPage,
  makeLink,
  musicTag,
  signInAdmin,
  stubLinksApi,
} from '../testing/link-fixtures.ts';

const link = makeLink({ linkTags: [musicTag, { linkTagId: 5, linkTagName: 'Focus' }] });

function openEditLink(answer: (call: RecordedCall) => Response | undefined, path = '/link/7/edit') {
  signInAdmin();
  const net = stubLinksApi((call) => {
    if (LIST_PATH.test(call.path)) return jsonResponse(200, linksPage([link]));
    return answer(call) ?? (call.path === '/api/v1/links/7' ? jsonResponse(200, link) : undefined);
  });
  return { net, ...renderApp(path) };
}

describe('Update Link (/link/{linkId}/edit)', () => {
  it('prefills the form, pre-checks the link tags and lists the other known tags unchecked', async () => {
    openEditLink(() => undefined);
    expect(await screen.findByLabelText('Url')).toHaveValue('https://www.youtube.com/watch?v=abc123');
    expect(screen.getByRole('heading', { level: 1, name: 'Update Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link Name')).toHaveValue('Lo-fi beats');
    expect(screen.getByLabelText('Description')).toHaveValue('Music to code to');
    expect(screen.getByLabelText('Type')).toHaveValue('Video');
    expect(await screen.findByLabelText('Talks')).not.toBeChecked();
    expect(screen.getByLabelText('Music')).toBeChecked();
    expect(screen.getByLabelText('Focus')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });

  it('sends the linkId with the changes and goes to /home', async () => {
    const { net, user, currentPath } = openEditLink((call) =>
      call.method === 'POST' ? jsonResponse(200, { ...link, linkName: 'Deep focus' }) : undefined,
    );
    const name = await screen.findByLabelText('Link Name');
    await user.clear(name);
    await user.type(name, 'Deep focus');
    await user.click(await screen.findByLabelText('Music'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await expectToast('Success', 'Link saved');
    expect(currentPath()).toBe('/home');
    expect(net.callsTo('/api/v1/links')[0]?.body).toEqual({
      linkId: 7,
      linkUrl: 'https://www.youtube.com/watch?v=abc123',
      linkName: 'Deep focus',
      linkDescription: 'Music to code to',
      linkType: 'Video',
      linkTags: [{ linkTagId: 5, linkTagName: 'Focus' }],
    });
  });

  it('offers no form for a link shared with me', async () => {
    openEditLink((call) =>
      call.path === '/api/v1/links/7'
        ? jsonResponse(200, { ...link, sharedBy: 'ravi@example.in' })
        : undefined,
    );
    expect(await screen.findByText('Only the owner of this link can change or share it')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View this link' })).toHaveAttribute('href', '/link/7/view');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("shows 'Link not found' for a link I cannot see", async () => {
    openEditLink((call) =>
      call.path === '/api/v1/links/7' ? errorResponse(404, 'Link not found') : undefined,
    );
    const alert = await screen.findByText('Link not found', { selector: '.alert' });
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    const toast = (await screen.findByText('ERROR', { selector: 'strong' })).closest('.Toastify__toast');
    expect(toast).toHaveTextContent('Link not found');
  });
});
