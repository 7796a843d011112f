/** Page titles of the EMI screens (spec §2 names the first two). */
export const emiTitles = {
  add: 'Add EMI',
  audit: 'EMI Audit Summary',
  details: 'EMI Details',
  settings: 'EMI Settings',
  views: 'EMI Summary Views',
} as const;

/** Texts the spec leaves open (loading labels, empty lists, the success dialog). */
export const emiNotices = {
  // Spec §8 "Links service", which the EMI service maps errors the same way as.
  somethingWrong: 'Something went wrong',
  loadingSummary: 'Loading EMI summary…',
  loadingSettings: 'Loading EMI settings…',
  loadingViews: 'Loading summary views…',
  noPayments: 'No EMI payments recorded yet.',
  noViews: 'Nobody has viewed the summary yet.',
  exportFailed: 'Could not export the payments',
} as const;

/** The settings form's own checks (the borrowed amounts use the shared EMI rules). */
export const emiSettingsMessages = {
  rate: 'Enter a yearly rate from 0 to 100 per cent',
  tenure: 'Enter whole months from 1 to 600',
  startDate: 'Enter a date',
  retentionRequired: 'View retention days required!',
  retention: 'Enter whole days from 1 to 3650',
} as const;
