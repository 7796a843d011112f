import type { Link } from '@app/shared/links';
import { safeHref } from '../utils/safe-href.ts';
import { LinkThumbnail } from './link-thumbnail.tsx';

/** Spec §2 Link Details: url, name, description, type, thumbnail, and each tag as 'Tag: name'. */
export function LinkDetailsCard({ link }: { link: Link }) {
  const href = safeHref(link.linkUrl);
  return (
    <div className="row g-4 mb-4">
      <div className="col-md-auto">
        <LinkThumbnail link={link} large />
      </div>
      <div className="col">
        <dl className="row mb-3">
          <dt className="col-sm-3">Url</dt>
          <dd className="col-sm-9 text-break">
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {link.linkUrl}
              </a>
            ) : (
              link.linkUrl
            )}
          </dd>
          <dt className="col-sm-3">Name</dt>
          <dd className="col-sm-9">{link.linkName}</dd>
          <dt className="col-sm-3">Description</dt>
          <dd className="col-sm-9">{link.linkDescription}</dd>
          <dt className="col-sm-3">Type</dt>
          <dd className="col-sm-9">{link.linkType}</dd>
        </dl>
        {link.linkTags.length > 0 ? (
          <ul className="list-inline" aria-label="Tags">
            {link.linkTags.map((tag) => (
              <li
                key={tag.linkTagName}
                className="list-inline-item badge text-bg-light border fw-normal fs-6"
              >
                {`Tag: ${tag.linkTagName}`}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
