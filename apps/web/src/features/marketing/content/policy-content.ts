/** One titled block of a policy page: paragraphs first, then an optional bullet list. */
export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

/**
 * A policy page as data. Text may hold the placeholders {company}, {supportEmail},
 * {supportPhone}, {companyAddress}, {whatsappNumber} and {gstin}, filled from the site
 * configuration at render time so no company detail is hard-coded.
 */
export interface PolicyContent {
  title: string;
  /** The page's <meta name="description">. */
  description: string;
  sections: PolicySection[];
}

/** Spec §2 and §9: every policy page shows this date. */
export const POLICY_LAST_UPDATED = '14 Aug 2025';
