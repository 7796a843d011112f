import { describe, expect, it } from 'vitest';
import { isLoadableThumbnail, thumbnailUrl } from './thumbnail.ts';

describe('thumbnailUrl (spec §2 rule)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg'],
    ['  https://www.youtube.com/watch?v=abc-123_X  ', 'https://img.youtube.com/vi/abc-123_X/0.jpg'],
    ['https://www.youtube.com/watch?v=abc123&t=42s', 'https://img.youtube.com/vi/abc123/0.jpg'],
    ['https://www.youtube.com/watch?v=abc123#comments', 'https://img.youtube.com/vi/abc123/0.jpg'],
    ['https://youtu.be/abc123', 'https://img.youtube.com/vi/abc123/0.jpg'],
    ['https://youtu.be/abc123?si=share', 'https://img.youtube.com/vi/abc123/0.jpg'],
    // Other addresses get the spec's rule as it stands.
    ['https://www.example.com/video', 'https://img.example.com/video/0.jpg'],
  ])('%s → %s', (url, thumbnail) => {
    expect(thumbnailUrl(url)).toBe(thumbnail);
  });
});

describe('isLoadableThumbnail', () => {
  it.each([
    ['https://img.youtube.com/vi/abc/0.jpg', true],
    ['https://i.ytimg.com/vi/abc/hqdefault.jpg', true],
    ['https://img.youtube.com.evil.example/vi/abc/0.jpg', false],
    ['http://img.youtube.com/vi/abc/0.jpg', false],
    ['https://img.example.com/video/0.jpg', false],
  ])('%s → %s', (address, loadable) => {
    expect(isLoadableThumbnail(address)).toBe(loadable);
  });
});
