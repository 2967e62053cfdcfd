import { zoneOffsetsBetween } from '@app/astro/birth-moment';
import { monthCalendar } from '@app/astro/calendar-month';
import { festivalsOfYear } from '@app/astro/festivals';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { newDelhi } from '~/components/birth-details/place-names';
import { festivalPageData } from './calendar-data';
import { festivalMeta, festivalsYearMeta } from './festival-meta';
import { loadFestivalTexts } from './festival-texts';

const engine = { festivalsOfYear, monthCalendar, zoneOffsetsBetween };

function headOf(meta: MetaDescriptor[]) {
  const find = (key: string, value: string) =>
    meta.find((item) => (item as Record<string, unknown>)[key] === value) as
      | Record<string, string>
      | undefined;
  const graph = (
    meta.find((item) => 'script:ld+json' in item) as
      | { 'script:ld+json': { '@graph': Record<string, unknown>[] } }
      | undefined
  )?.['script:ld+json']['@graph'];
  return {
    title: (meta.find((item) => 'title' in item) as { title: string }).title,
    description: find('name', 'description')?.content,
    robots: find('name', 'robots')?.content,
    graph: graph ?? [],
  };
}

describe('the festival pages’ head', () => {
  it('names the festival and year, and describes each date at the city as an Event', async () => {
    const page = festivalPageData(engine, newDelhi, 2026, 'diwali', { withOtherYears: false });
    const texts = await loadFestivalTexts('en', 'diwali');
    const head = headOf(
      festivalMeta({
        location: { pathname: '/festivals/2026/diwali' },
        params: { year: '2026', id: 'diwali' },
        data: { page, texts },
      }),
    );
    expect(head.title).toBe('Diwali (Lakshmi Puja) 2026: Date, Tithi and Muhurat | Shubh Jyotish');
    expect(head.description).toBe(texts.metaDescription.replace('{{year}}', '2026'));
    expect(head.description).toMatch(/^Diwali 2026: /);
    expect(head.graph.map((node) => node['@type'])).toEqual([
      'Organization',
      'BreadcrumbList',
      'Event',
    ]);
    expect(head.graph[2]).toMatchObject({
      name: 'Diwali (Lakshmi Puja) 2026',
      startDate: '2026-11-08',
      description: texts.summary,
      location: { '@type': 'Place', name: 'New Delhi' },
      url: 'https://shubhjyotish.in/festivals/2026/diwali',
    });
  });

  it('gives a monthly vrat one Event per date, a tradition named where it keeps its own day', async () => {
    const data = festivalPageData(engine, newDelhi, 2026, 'ekadashi', { withOtherYears: false });
    const texts = await loadFestivalTexts('hi', 'ekadashi');
    const head = headOf(
      festivalMeta({
        location: { pathname: '/hi/festivals/2026/ekadashi' },
        params: { year: '2026', id: 'ekadashi' },
        data: { page: data, texts },
      }),
    );
    expect(head.description).toBe(texts.metaDescription.replace('{{year}}', '2026'));
    expect(head.title).toBe('एकादशी 2026: सभी तारीख़ें, तिथि और समय | शुभ ज्योतिष');
    const events = head.graph.filter((node) => node['@type'] === 'Event');
    expect(events).toHaveLength(data.dates.length);
    expect(events.map((event) => event.name)).toContain('पद्मिनी एकादशी 2026 (वैष्णव)');
    expect(events[0]?.url).toBe(
      `https://shubhjyotish.in/hi/festivals/2026/ekadashi#${data.dates[0]?.date}`,
    );
  });

  it('without the page’s data, describes the page by its names (and the year’s list as ever)', () => {
    const head = headOf(
      festivalMeta({
        location: { pathname: '/festivals/2027/holi' },
        params: { year: '2027', id: 'holi' },
      }),
    );
    expect(head.title).toBe('Holi 2027: Date, Tithi and Muhurat | Shubh Jyotish');
    expect(head.description).toMatch(/^Holi 2027: the date for your city/);
    expect(head.graph.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList']);
  });

  it('sends an address out of range to the not-found page, for no search engine', () => {
    expect(
      headOf(
        festivalMeta({
          location: { pathname: '/festivals/2026/x' },
          params: { year: '2026', id: 'x' },
        }),
      ).robots,
    ).toBe('noindex');
    expect(
      headOf(
        festivalsYearMeta({ location: { pathname: '/festivals/2101' }, params: { year: '2101' } }),
      ).robots,
    ).toBe('noindex');
    expect(
      headOf(
        festivalsYearMeta({ location: { pathname: '/festivals/2031' }, params: { year: '2031' } }),
      ).title,
    ).toBe('Hindu Festivals and Vrats 2031: Dates for Your City | Shubh Jyotish');
  });
});
