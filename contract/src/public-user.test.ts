import { describe, expect, it } from 'vitest';
import { publicUserSchema } from './auth.ts';
import { isPublicUser } from './public-user.ts';

const valid = {
  _id: 'a1',
  name: 'Asha',
  email: 'asha@example.com',
  phone: '',
  role: 'user',
  location: 'Pune',
};

const samples: unknown[] = [
  valid,
  { ...valid, role: 'admin' },
  { ...valid, role: 'owner' },
  { ...valid, name: 7 },
  { ...valid, phone: undefined },
  (({ location: _location, ...rest }) => rest)(valid),
  null,
  'user',
  [],
];

describe('isPublicUser', () => {
  it.each(samples.map((sample, index) => [index, sample]))(
    'agrees with publicUserSchema on sample %i',
    (_index, sample) => {
      expect(isPublicUser(sample)).toBe(publicUserSchema.safeParse(sample).success);
    },
  );
});
