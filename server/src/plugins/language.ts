import { defaultLanguage, type Language, languages } from '@app/contract/site';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's replies, from `Accept-Language` (plugins/language.ts). */
    readonly language: Language;
  }
}

/**
 * The language a request asks for (shared/API.md "Language of replies"): the supported language
 * the `Accept-Language` header prefers most, by its q-values (`hi-IN,hi;q=0.9,en;q=0.8` is Hindi,
 * `en-US,hi;q=0.5` English); English when it names none of ours, or is missing or unreadable.
 * A tag is matched by its primary subtag (`hi-IN` is `hi`); `*` stands for the default.
 */
export function preferredLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  let best: Language = defaultLanguage;
  let bestQuality = 0;
  for (const part of header.slice(0, 500).split(',')) {
    const [range = '', ...parameters] = part.split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const language = primary === '*' ? defaultLanguage : languages.find((tag) => tag === primary);
    if (!language) continue;
    const quality = qualityOf(parameters);
    // Equal q-values: the one named first wins.
    if (quality > bestQuality) {
      best = language;
      bestQuality = quality;
    }
  }
  return best;
}

/** A range's `q` parameter (1 when absent; 0, "not acceptable", when unreadable). */
function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((piece) => piece.trim());
    if (name?.toLowerCase() !== 'q') continue;
    if (value === undefined || !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return 0;
    return Number(value);
  }
  return 1;
}

/**
 * `request.language` for every request (before authentication, rate limits and body parsing,
 * whose refusals are answered in it). Replies write each person-readable text in it
 * (lib/messages.ts). Read from the header when asked for, not by a hook on every request: most
 * replies (pages, files, readings) never ask.
 */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return preferredLanguage(this.headers['accept-language']);
    },
  });
}
