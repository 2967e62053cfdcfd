import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { HttpError } from '../../lib/http-error.ts';
import { authMessages } from './auth.messages.ts';

// OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane. Argon2id is the library's
// default algorithm. @node-rs/argon2 hashes on libuv's thread pool, off the event loop.
const hashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such account) a dummy hash is
 * verified anyway, so that the reply takes as long and does not reveal which e-mails exist.
 */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verify(passwordHash ?? (await dummyHash), password).catch(() => false);
  return passwordHash !== undefined && matches;
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * Throws a 400 when `password` is among the commonly used passwords of zxcvbn-ts's list
 * (@zxcvbn-ts/language-common, MIT; about 18,000 of its 49,000 are 8 characters or longer, the
 * only ones our length rule lets through), compared without regard to case. `field` is the
 * request's name for it (`newPassword` when a password is changed). The list is loaded by the
 * first password set after a start: unpacking its dictionaries took 60 ms of every start and
 * some 3 MB of memory at rest (decision 049).
 */
export async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
  // A CommonJS package: its exports are the namespace's `default`, both under Node and in the
  // server's bundle (where esbuild gives a dynamic import no named exports of CommonJS).
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ default: { dictionary } }) =>
      new Set(dictionary['passwords-common'].filter((common) => common.length >= 8)),
  );
  if ((await commonPasswords).has(password.toLowerCase())) {
    throw HttpError.invalidField(field, authMessages.commonPassword());
  }
}
