import { reportDelivery } from '@app/contract/catalogue-reports';
import { describe, expect, it } from 'vitest';
import {
  bannerSlides,
  calculators,
  sacredTiles,
  services,
  skyTiles,
  trustBadges,
} from '~/features/home/home-content';
import en from '~/locales/en/home.json';
import hi from '~/locales/hi/home.json';

/**
 * The home page's copy against its structure and the specification's facts: the two languages
 * must say the same numbers and link the same places, and every card must have its words.
 */
const tags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();
const devanagari = /[\u0900-\u097F]/;

describe('home copy', () => {
  it('states the six figures, the same in both languages', () => {
    // The specification's, except the report languages: the software writes reports in English
    // or Hindi (contract reportDelivery.languages), not the 5+ of the site it was written from.
    const figures = [
      [200000, ''],
      [50, '+'],
      [50000, '+'],
      [100000, '+'],
      [reportDelivery.languages, ''],
      [20, '+'],
    ];
    for (const copy of [en, hi]) {
      expect(copy.stats.items.map((item) => [item.value, item.suffix])).toEqual(figures);
    }
  });

  it('has words for every slide, strip tile, service, calculator and badge', () => {
    for (const copy of [en, hi]) {
      expect(copy.banner.slides).toHaveLength(bannerSlides.length);
      expect(copy.strips.sky).toHaveLength(skyTiles.length);
      expect(copy.strips.sacred).toHaveLength(sacredTiles.length);
      for (const { id } of services) expect(copy.services.items[id].name).toBeTruthy();
      for (const { id } of calculators) expect(copy.calculators.items[id].name).toBeTruthy();
      for (const { id } of trustBadges) expect(copy.trust.items[id].name).toBeTruthy();
      expect(copy.testimonials.items).toHaveLength(4);
      expect(copy.faq.items).toHaveLength(8);
    }
  });

  it('links the same places from the FAQ answers in both languages', () => {
    const known = ['appointment', 'consultation', 'email', 'phone', 'services', 'youtube'];
    en.faq.items.forEach((item, i) => {
      const hindi = hi.faq.items[i];
      expect(tags(hindi?.answer ?? '')).toEqual(tags(item.answer));
      for (const tag of tags(item.answer)) expect(known).toContain(tag);
    });
  });

  it('is written in Devanagari in Hindi', () => {
    const sentences = [
      ...hi.banner.slides.flatMap((slide) => [slide.title, slide.text, slide.cta]),
      ...Object.values(hi.services.items).flatMap((item) => [item.name, item.description]),
      ...hi.faq.items.flatMap((item) => [item.question, item.answer]),
      ...hi.testimonials.items.map((item) => item.text),
    ];
    for (const sentence of sentences) expect(sentence).toMatch(devanagari);
  });
});
