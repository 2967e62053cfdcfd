import { describe, expect, it } from 'vitest';
import { accountMessageReplySchema } from './account.ts';
import { passwordSchema } from './auth.ts';
import { isAcceptablePassword, isAccountMessageReply } from './auth-checks.ts';

const passwords: unknown[] = [
  'correct horse',
  'eight ch',
  'seven c',
  'x'.repeat(128),
  `a${'x'.repeat(128)}`,
  'aaaaaaaa',
  'abababab',
  '        ',
  ' \t      ',
  '  pass  word ',
  '🙏🙏🙏🙏🙏🙏🙏🙏',
  '🙏🙏🙏🙏🙏🙏🙏a',
  '🙏🙏🙏🙏',
  `${'🪔'.repeat(127)}a`,
  `${'🪔'.repeat(128)}a`,
  'पासवर्ड१२३',
  'line\nbreak',
  '\n\n\n\n\n\n\n\n',
  '',
  null,
  12345678,
];

describe('isAcceptablePassword', () => {
  it.each(passwords.map((sample, index) => [index, sample]))(
    'agrees with passwordSchema on sample %i',
    (_index, sample) => {
      expect(isAcceptablePassword(sample)).toBe(passwordSchema.safeParse(sample).success);
    },
  );
});

const reply = { success: true, message: 'Check your inbox.' };
const replies: unknown[] = [
  reply,
  { ...reply, data: { id: 1 } },
  { ...reply, success: false },
  { ...reply, success: 1 },
  { ...reply, message: 7 },
  { success: true },
  null,
  [],
  'ok',
];

describe('isAccountMessageReply', () => {
  it.each(replies.map((sample, index) => [index, sample]))(
    'agrees with accountMessageReplySchema on sample %i',
    (_index, sample) => {
      expect(isAccountMessageReply(sample)).toBe(
        accountMessageReplySchema.safeParse(sample).success,
      );
    },
  );
});
