import { runInThisContext } from 'node:vm';
import { expect, it } from 'vitest';
import { zodSettingsScript } from '~/lib/zod-config';

it('makes zod skip its eval probe when run before zod is loaded', async () => {
  runInThisContext(zodSettingsScript);
  const { util, config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  expect(util.allowsEval.value).toBe(false);
});
