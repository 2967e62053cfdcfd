import { describe, expect, it } from 'vitest';
import {
  englishPathOf,
  isClientOnlyPath,
  isComputedPagePath,
  isHindiPath,
  languageOfPath,
  localizedPath,
} from './web-routes.ts';

describe('the addresses of a page in each language', () => {
  it.each([
    ['/', '/hi'],
    ['/gemstone', '/hi/gemstone'],
    ['/reports/love#faq', '/hi/reports/love#faq'],
    ['/horoscope/weekly-horoscope/leo?from=menu', '/hi/horoscope/weekly-horoscope/leo?from=menu'],
  ])('%s has the Hindi twin %s, and back', (english, hindi) => {
    expect(localizedPath(english, 'hi')).toBe(hindi);
    expect(localizedPath(hindi, 'en')).toBe(english);
    expect(localizedPath(hindi, 'hi')).toBe(hindi);
    expect(localizedPath(english, 'en')).toBe(english);
  });

  it.each([
    '/my-orders',
    '/payment-success',
    '/admin/orders',
    '/admin/no-such-page',
    '/api/v1/health',
    'https://www.youtube.com/@shubhjyotish',
    'mailto:care@shubhjyotish.in',
    '#form',
    '//example.com/x',
  ])('leaves %s alone: not a page with a twin', (path) => {
    expect(localizedPath(path, 'hi')).toBe(path);
  });

  it('reads the language from the address', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/')).toBe('hi');
    expect(languageOfPath('/hi/gemstone')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
    expect(isHindiPath('/hindi')).toBe(false);
    expect(englishPathOf('/hi')).toBe('/');
    expect(englishPathOf('/hi/about')).toBe('/about');
  });

  it('knows the pages drawn only in the browser', () => {
    expect(isClientOnlyPath('/admin')).toBe(true);
    expect(isClientOnlyPath('/admin/dashboard')).toBe(true);
    expect(isClientOnlyPath('/admin/whatever')).toBe(true);
    expect(isClientOnlyPath('/admin/customers')).toBe(true);
    expect(isClientOnlyPath('/admin/customers/0b5c2b0e-8d0a-4f55-9c1e-0d3f9a7c2b11')).toBe(true);
    expect(isClientOnlyPath('/administration')).toBe(false);
    expect(isClientOnlyPath('/gemstone')).toBe(false);
  });
});

describe('the calendar and festival pages computed in the browser', () => {
  it.each([
    '/panchang/calendar/1900/01',
    '/panchang/calendar/2100/12',
    '/hi/panchang/calendar/2031/07/',
    '/festivals/1900',
    '/hi/festivals/2100',
    '/festivals/2045/diwali',
    '/hi/festivals/1999/sankashti-chaturthi',
  ])('%s is a page in range', (path) => {
    expect(isComputedPagePath(path)).toBe(true);
  });

  it.each([
    '/panchang/calendar/1899/12',
    '/panchang/calendar/2101/01',
    '/panchang/calendar/2026/13',
    '/panchang/calendar/2026/00',
    '/panchang/calendar/2026/1',
    '/panchang/calendar/2026',
    '/festivals/1899',
    '/festivals/2101',
    '/festivals/26',
    '/festivals/2026/christmas',
    '/festivals/2026/diwali/extra',
    '/festivals/2026.ics',
    '/festivals/2026.data',
    '/panchang/calendar/2026/11.data',
    '/hi/hi/festivals/2026',
  ])('%s is not (the not-found page, status 404)', (path) => {
    expect(isComputedPagePath(path)).toBe(false);
  });
});
