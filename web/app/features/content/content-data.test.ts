import { accountLinkLifetimeMinutes } from '@app/contract/account';
import { consultationPolicy } from '@app/contract/appointments';
import { site } from '@app/contract/site';
import { describe, expect, it } from 'vitest';
import { formatClockTime, telHref } from '~/lib/format';
import enAbout from '~/locales/en/content-about.json';
import enCollaborations from '~/locales/en/content-collaborations.json';
import enPrivacy from '~/locales/en/content-legal-privacy.json';
import enRefunds from '~/locales/en/content-legal-refunds.json';
import enTerms from '~/locales/en/content-legal-terms.json';
import hiPrivacy from '~/locales/hi/content-legal-privacy.json';
import hiRefunds from '~/locales/hi/content-legal-refunds.json';
import hiTerms from '~/locales/hi/content-legal-terms.json';
import {
  aboutVideoKeys,
  awardIds,
  collaborationFormats,
  collaborationFormId,
  collaborationFormLink,
  collaborationKindFromSearch,
  isPortfolioRequest,
  legalFigures,
  legalSections,
  portfolioRequestLink,
} from './content-data';

describe('collaboration kinds in the address', () => {
  it('each card links to the form with its kind', () => {
    expect(collaborationFormats.map(({ slug }) => collaborationFormLink(slug))).toEqual([
      `?kind=podcast#${collaborationFormId}`,
      `?kind=keynote#${collaborationFormId}`,
      `?kind=instagram-live#${collaborationFormId}`,
    ]);
  });

  it('reads a known kind and ignores anything else', () => {
    expect(collaborationKindFromSearch('?kind=instagram-live')).toBe('instagram-live');
    expect(collaborationKindFromSearch('?kind=other&x=1')).toBe('other');
    expect(collaborationKindFromSearch('?kind=wedding')).toBeUndefined();
    expect(collaborationKindFromSearch('')).toBeUndefined();
  });

  it('the portfolio link asks for the portfolio in the form', () => {
    expect(portfolioRequestLink).toBe(`?request=portfolio#${collaborationFormId}`);
    expect(isPortfolioRequest(portfolioRequestLink.split('#')[0] ?? '')).toBe(true);
    expect(isPortfolioRequest('?kind=podcast')).toBe(false);
  });
});

describe('content and configuration agree', () => {
  it('five awards, each with a name and a line', () => {
    expect(awardIds).toHaveLength(5);
    expect(Object.keys(enCollaborations.awards.items).sort()).toEqual([...awardIds].sort());
  });

  it('three about videos, each with an id and a title', () => {
    expect(site.videos.about).toHaveLength(aboutVideoKeys.length);
    expect(Object.keys(enAbout.videos.items)).toEqual([...aboutVideoKeys]);
  });
});

describe('business hours and phone links', () => {
  it('formats the opening times per language', () => {
    expect(formatClockTime('09:00', 'en')).toBe('9:00 AM');
    expect(formatClockTime('18:00', 'en')).toBe('6:00 PM');
    expect(formatClockTime('13:00', 'en')).toBe('1:00 PM');
    expect(formatClockTime('09:00', 'hi')).toBe('सुबह 9:00');
    expect(formatClockTime('18:00', 'hi')).toBe('शाम 6:00');
  });

  it('dials the digits of each number', () => {
    expect(site.phones.map(telHref)).toEqual([
      'tel:+919810021411',
      'tel:+919810021422',
      'tel:+911141052233',
    ]);
  });
});

describe('the legal pages', () => {
  it('list every section of their words, in both languages, in the order shown', () => {
    for (const legal of [
      { privacy: enPrivacy, terms: enTerms, refunds: enRefunds },
      { privacy: hiPrivacy, terms: hiTerms, refunds: hiRefunds },
    ]) {
      for (const page of ['privacy', 'terms', 'refunds'] as const) {
        expect(Object.keys(legal[page].sections)).toEqual([...legalSections[page]]);
      }
    }
  });

  it('state the consultation policy and the link lifetimes the contract keeps', () => {
    expect(legalFigures).toEqual({
      cutoffHours: consultationPolicy.changeCutoffHours,
      supportDays: consultationPolicy.supportDays,
      holdMinutes: consultationPolicy.holdMinutes,
      urgentFrom: consultationPolicy.urgentWithinDays.from,
      urgentTo: consultationPolicy.urgentWithinDays.to,
      resetMinutes: accountLinkLifetimeMinutes.resetPassword,
      emailLinkHours: accountLinkLifetimeMinutes.confirmEmail / 60,
    });
    // A late cancellation refunds nothing, as the pages say.
    expect(consultationPolicy.lateCancellationRefundPercent).toBe(0);
    expect(consultationPolicy.movesAllowed).toBe(1);
  });
});
