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

async function openCreateLink(
  answer: (call: RecordedCall) => Response | Promise<Response> | undefined = () => undefined,
) {
  signInAdmin();
  const net = stubLinksApi((call) =>
    LIST_PATH.test(call.path) ? jsonResponse(200, linksPage([])) : answer(call),
  );
  const app = renderApp('/create-link');
  await screen.findByRole('heading', { level: 1, name: 'Add New Link' });
  return { net, ...app };
}

const tagBoxes = () =>
  within(screen.getByRole('group', { name: 'Tags' }))
    .getAllByRole('checkbox')
    .map((box) => [(box as HTMLInputElement).labels?.[0]?.textContent, (box as HTMLInputElement).checked]);

describe('Add New Link (/create-link)', () => {
  it('shows each required message once its field is touched, and keeps Submit disabled', async () => {
    const { user } = await openCreateLink();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.queryByText('Url is required!')).not.toBeInTheDocument();

    for (const label of ['Url', 'Link Name', 'Description', 'Type']) {
      await user.click(screen.getByLabelText(label));
    }
    await user.tab();
    expect(screen.getByLabelText('Url')).toHaveAccessibleDescription('Url is required!');
    expect(screen.getByLabelText('Link Name')).toHaveAccessibleDescription('Link Name is required!');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Link Description is required!');
    expect(screen.getByLabelText('Type')).toHaveAccessibleDescription('Link Type is required!');

    await user.type(screen.getByLabelText('Url'), 'https://www.youtube.com/watch?v=abc123');
    await user.type(screen.getByLabelText('Link Name'), 'Lo-fi beats');
    await user.type(screen.getByLabelText('Description'), 'Music to code to');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Type'), 'Video');
    expect(screen.queryByText('Link Type is required!')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
  });

  it('lists the server tags; a new tag is trimmed, checked, never empty nor a duplicate', async () => {
    const { user } = await openCreateLink();
    await waitFor(() =>
      expect(tagBoxes()).toEqual([
        ['Music', false],
        ['Talks', false],
      ]),
    );
    const newTag = screen.getByLabelText('New tag');
    await user.type(newTag, '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(newTag, '  Live set  ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(newTag, 'music{Enter}');

    expect(tagBoxes()).toEqual([
      ['Music', true],
      ['Talks', false],
      ['Live set', true],
    ]);
    expect(newTag).toHaveValue('');
  });

  it('sends the link with its checked tags and goes to /home at once', async () => {
    const saved = deferredResponse();
    const { net, user, currentPath } = await openCreateLink((call) =>
      call.path === '/api/v1/links' ? saved.promise : undefined,
    );
    await user.type(screen.getByLabelText('Url'), ' https://www.youtube.com/watch?v=abc123 ');
    await user.type(screen.getByLabelText('Link Name'), 'Lo-fi beats');
    await user.type(screen.getByLabelText('Description'), 'Music to code to');
    await user.type(screen.getByLabelText('Type'), 'Video');
    await user.click(await screen.findByLabelText('Talks'));
    await user.type(screen.getByLabelText('New tag'), 'Chill');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'YouTube Links Manager App' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(screen.queryByText('Link saved')).not.toBeInTheDocument();
    saved.resolve(jsonResponse(201, makeLink({ linkId: 31 })));
    await expectToast('Success', 'Link saved');
    const post = net.callsTo('/api/v1/links')[0];
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({
      linkUrl: 'https://www.youtube.com/watch?v=abc123',
      linkName: 'Lo-fi beats',
      linkDescription: 'Music to code to',
      linkType: 'Video',
      linkTags: [
        { linkTagId: 2, linkTagName: 'Talks' },
        { linkTagId: null, linkTagName: 'Chill' },
      ],
    });
  });

  it('reports a refused save by the links error rules', async () => {
    const { user } = await openCreateLink((call) =>
      call.path === '/api/v1/links'
        ? errorResponse(422, 'Url must start with http:// or https://')
        : undefined,
    );
    await user.type(screen.getByLabelText('Url'), 'https://www.youtube.com/watch?v=abc123');
    await user.type(screen.getByLabelText('Link Name'), 'Lo-fi beats');
    await user.type(screen.getByLabelText('Description'), 'Music to code to');
    await user.type(screen.getByLabelText('Type'), 'Video');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await expectToast('ERROR', 'Error Code: 422');
    expect(screen.getByText('Message: Url must start with http:// or https://')).toBeInTheDocument();
  });
});
