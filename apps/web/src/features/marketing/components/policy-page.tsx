import type { ReactNode } from 'react';
import { POLICY_LAST_UPDATED, type PolicyContent } from '../content/policy-content.ts';
import { fillPlaceholders } from '../utils/fill-placeholders.ts';
import { usePlaceholderValues } from '../utils/use-placeholder-values.ts';
import { MarketingLayout } from './marketing-layout.tsx';

/** Renders one policy page from its content, with company details filled in. */
export function PolicyPage({ content, children }: { content: PolicyContent; children?: ReactNode }) {
  const values = usePlaceholderValues();
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <MarketingLayout title={`${content.title} | ${values.company}`} description={fill(content.description)}>
      <article className="container policy-page py-4 py-md-5">
        <header className="mb-4">
          <h1 className="fw-semibold mb-2">{content.title}</h1>
          <p className="text-body-secondary mb-0">{`Last Updated At: ${POLICY_LAST_UPDATED}`}</p>
        </header>
        {content.sections.map((section) => (
          <section key={section.heading} className="mb-4">
            <h2 className="h5">{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{fill(paragraph)}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {children}
      </article>
    </MarketingLayout>
  );
}
