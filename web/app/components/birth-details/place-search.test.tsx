import type { Place } from '@app/contract/astro';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '~/lib/i18n';
import { placeName, placeRegion } from './place-names';
import { PlaceSearch } from './place-search';
import { placeQueryKey } from './use-place-search';

const varanasi: Place = {
  id: '1253405',
  name: 'Varanasi',
  nameHi: 'वाराणसी',
  region: 'Uttar Pradesh',
  country: 'IN',
  lat: 25.317,
  lon: 83.01,
  zone: 'Asia/Kolkata',
};
const singapore: Place = {
  ...varanasi,
  id: '1880252',
  name: 'Singapore',
  region: '',
  country: 'SG',
};
delete (singapore as Partial<Place>).nameHi;

describe('place names', () => {
  it('writes a place in the page’s language, Hindi where the gazetteer has it', () => {
    expect(placeName(varanasi, 'en')).toBe('Varanasi');
    expect(placeName(varanasi, 'hi')).toBe('वाराणसी');
    expect(placeName(singapore, 'hi')).toBe('Singapore');
  });

  it('says where a place is, with the state and country in the language', () => {
    expect(placeRegion(varanasi, 'en')).toBe('Uttar Pradesh, India');
    expect(placeRegion(varanasi, 'hi')).toBe('उत्तर प्रदेश, भारत');
    expect(placeRegion(singapore, 'en')).toBe('Singapore');
    // A region abroad keeps the gazetteer's (English) name; its country is translated.
    const houston = { ...varanasi, name: 'Houston', region: 'Texas', country: 'US' };
    expect(placeRegion(houston, 'hi')).toBe('Texas, संयुक्त राज्य');
  });

  it('asks the server once for searches that differ only in case and spaces', () => {
    expect(placeQueryKey('  New   Delhi ', 8)).toBe(placeQueryKey('new delhi', 8));
    expect(placeQueryKey('वाराणसी', 8)).toBe('8 वाराणसी');
  });
});

function render(language: 'en' | 'hi', value: Place | null, error?: string) {
  return renderToStaticMarkup(
    <LanguageProvider language={language}>
      <PlaceSearch id="birth-place" label="Place" value={value} onChange={() => {}} error={error} />
    </LanguageProvider>,
  );
}

describe('the place search', () => {
  it('is a combobox that controls a listbox, closed until something is typed', () => {
    const html = render('en', null);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-controls="birth-place-listbox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<div id="birth-place-listbox" role="listbox"[^>]*hidden/);
  });

  it('shows the chosen place’s name and where it is', () => {
    expect(render('en', varanasi)).toContain('value="Varanasi"');
    expect(render('en', varanasi)).toContain('Uttar Pradesh, India · 25.32° N, 83.01° E');
    expect(render('hi', varanasi)).toContain('value="वाराणसी"');
  });

  it('marks the field invalid and names the error', () => {
    const html = render('en', null, 'Choose the place from the list.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="birth-place-status birth-place-error"');
    expect(html).toContain('Choose the place from the list.');
  });
});
