/**
 * The three legal pages (issue 33), by their English addresses (Hindi under /hi): what we keep
 * and why, the terms of use, and the refund and cancellation policy. The footer, the forms'
 * notes and the prerendered paths read them from here.
 */
export const legalPaths = {
  privacy: '/privacy',
  terms: '/terms',
  refunds: '/refund-policy',
} as const;

export type LegalPage = keyof typeof legalPaths;

export const legalPages = Object.keys(legalPaths) as LegalPage[];
