import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('i18n', () => {
  it('throws on a key the strings do not have (in development and tests)', () => {
    expect(i18n.t('nav.login')).toBe('Login');
    expect(() => i18n.t('nav.noSuchKey' as never)).toThrow(
      /Missing translation: common:nav.noSuchKey/,
    );
    // A key with a default on purpose (a status the server may add) is not an error.
    expect(i18n.t('nav.noSuchStatus' as never, { defaultValue: 'Shipped' })).toBe('Shipped');
  });
});
