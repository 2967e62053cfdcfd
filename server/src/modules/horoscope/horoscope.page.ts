import {
  type HoroscopePageKind,
  horoscopeKindByPageKind,
  horoscopePageKinds,
  isHoroscopeKind,
} from '@app/contract/horoscope';
import { fillReadingSlots } from '@app/contract/horoscope-page';
import { horoscopePeriod } from '@app/contract/horoscope-period';
import { isZodiacSignName } from '@app/contract/zodiac';
import type { PageCompleter } from '../../plugins/web-app.ts';
import type { HoroscopeService } from './horoscope.service.ts';

/** A sign page of the build: `[hi/]horoscope/{page kind}/{sign}/index.html`. */
const signPageFile = new RegExp(
  `^(hi/)?horoscope/(${horoscopePageKinds.join('|')})/([a-z]+)/index\\.html$`,
);

/**
 * Completes a horoscope sign page with this period's reading and its basis (contract
 * horoscope-page.ts, docs/decisions/005 and 036): the same reading, from the same service, as `GET /horoscope/{kind}/{sign}`
 * answers, so the page and the API agree. The service hands out one result object per reading
 * and period, which is the key the web app keeps the completed page under: it is filled and
 * compressed once a period, not per request.
 */
export function horoscopePageCompleter(service: HoroscopeService): PageCompleter {
  return { files: signPageFile, completion };

  async function completion(file: string): ReturnType<PageCompleter['completion']> {
    const [, hindi, pageKind = '', sign = ''] = signPageFile.exec(file) ?? [];
    const kind = horoscopeKindByPageKind[pageKind as HoroscopePageKind];
    // Only files of the pattern are given, and the build has a page for real signs only.
    if (!isHoroscopeKind(kind) || !isZodiacSignName(sign)) {
      throw new Error(`not a horoscope sign page: ${file}`);
    }
    const language = hindi ? 'hi' : 'en';
    const result = await service.getHoroscope({ kind, sign, language });
    return {
      version: result,
      complete: (html) =>
        fillReadingSlots(html, {
          kind,
          sign,
          language,
          year: horoscopePeriod('yearly').year,
          horoscope: result.horoscope,
          basis: result.basis,
          source: result.source,
        }),
    };
  }
}
