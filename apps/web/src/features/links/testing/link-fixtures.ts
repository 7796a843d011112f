import type { Link, LinksPage, LinkTag } from '@app/shared/links';
import { storeTokens } from '../../../lib/storage.ts';
import { errorResponse, jsonResponse, type RecordedCall, stubFetch } from '../../../testing/fetch-stub.ts';

/** Matches the list call GET /api/v1/links/{page}/{size}/{sortBy}/{order}. */
export const LIST_PATH = /^\/api\/v1\/links\/\d+\/\d+\/\w+\/(ASC|DESC)$/;

export const musicTag: LinkTag = { linkTagId: 1, linkTagName: 'Music' };
export const talksTag: LinkTag = { linkTagId: 2, linkTagName: 'Talks' };

/** A link of mine to a YouTube video, with no stored thumbnail. */
export function makeLink(overrides: Partial<Link> = {}): Link {
  return {
    linkId: 7,
    linkUrl: 'https://www.youtube.com/watch?v=abc123',
    linkName: 'Lo-fi beats',
    linkDescription: 'Music to code to',
    linkType: 'Video',
    linkTags: [musicTag],
    linkImage: null,
    sharedBy: null,
    sharedWith: [],
    ...overrides,
  };
}

export function linksPage(links: Link[], totalLinksCount = links.length, totalPages = 1): LinksPage {
  return { listOfLinks: links, totalLinksCount, totalPages };
}

/** Stores the tokens an administrator has after signing in; no refresh token, so no refresh. */
export function signInAdmin(): void {
  storeTokens({ accessToken: 'admin-token', refreshToken: '' });
}

type Handler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** The links API: `handler` answers first; tags and logout have defaults; anything else is 404. */
export function stubLinksApi(handler: Handler, tags: LinkTag[] = [musicTag, talksTag]) {
  return stubFetch(async (call) => {
    const answer = await handler(call);
    if (answer) return answer;
    if (call.path === '/api/v1/links/tags') return jsonResponse(200, tags);
    if (call.path === '/api/auth/logout') return new Response(null, { status: 204 });
    return errorResponse(404, `No stub for ${call.method} ${call.path}`);
  });
}

/** A response whose arrival the test decides, to look at the page while a call is in flight. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
