import type { Link } from '@app/shared/links';
import { isLoadableThumbnail, thumbnailUrl } from '@app/shared/links/thumbnail';
import { useState } from 'react';

type LinkThumbnailProps = {
  link: Pick<Link, 'linkUrl' | 'linkName' | 'linkImage'>;
  large?: boolean;
};

function sourcesFor(link: LinkThumbnailProps['link']): string[] {
  // The address rule only makes sense for the video service; any other site is refused by the CSP.
  const derived = thumbnailUrl(link.linkUrl);
  const fallback = isLoadableThumbnail(derived) ? [derived] : [];
  if (!link.linkImage) return fallback;
  const stored = link.linkImage.startsWith('data:')
    ? link.linkImage
    : `data:image/png;base64,${link.linkImage}`;
  return [stored, ...fallback];
}

/**
 * The stored thumbnail when the server fetched one, else the address rule of spec §2; when an
 * image fails to load the next source is tried, and last a neutral video icon.
 */
export function LinkThumbnail({ link, large = false }: LinkThumbnailProps) {
  const sources = sourcesFor(link);
  const [failures, setFailures] = useState(0);
  const source = sources[failures];
  const className = `link-thumbnail${large ? ' link-thumbnail-large' : ''}`;
  if (!source) {
    return (
      <span role="img" aria-label={link.linkName} className={`${className} link-thumbnail-fallback`}>
        <i className="bi bi-camera-video" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={source}
      alt={link.linkName}
      loading="lazy"
      width={large ? 320 : 120}
      height={large ? 240 : 90}
      className={className}
      onError={() => setFailures((count) => count + 1)}
    />
  );
}
