import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { replyLanguage } from '../../../src/modules/astro/astro.language.ts';

const languageOf = (acceptLanguage?: string) =>
  replyLanguage({
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  } as FastifyRequest);

describe('replyLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['hi', 'hi'],
    ['hi-IN', 'hi'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.8', 'hi'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr,hi;q=0.4', 'hi'],
    ['hi;q=0,en', 'en'],
    ['*', 'en'],
  ])('reads %s as %s', (header, expected) => {
    expect(languageOf(header)).toBe(expected);
  });
});
