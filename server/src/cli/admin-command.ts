import { parseArgs } from 'node:util';
import { passwordSchema } from '@app/contract/auth';
import { emailSchema } from '@app/contract/common';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { ExistingAccountError, ensureAdmin, promoteToAdmin } from '../modules/auth/auth.service.ts';

const adminUsage = `Usage: npm run admin -- create --email <e-mail> --password <password> [--name <name>]
       npm run admin -- promote --email <e-mail>

create   Creates the admin account (named --name, default "Administrator"), or sets the password
         of the existing admin with that e-mail. It never turns an existing customer account
         into an admin: anyone can register an address before the owner uses it.
promote  Makes the existing account with that e-mail an admin, on purpose; its password stays.
         Changing a password or a role ends every session (login) the account had before.

Uses the server's DATA_DIR or DATABASE_URL. With the embedded database (no DATABASE_URL), stop
the server first, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart it.`;

const createOptionsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1, 'Name must not be empty.').max(100).default('Administrator'),
});
const promoteOptionsSchema = z.object({ email: emailSchema });

type Output = { out(line: string): void; err(line: string): void };

/** `admin create …`; resolves with the process exit code (0 done, 1 failed, 2 bad arguments). */
export async function runAdminCommand(
  args: readonly string[],
  deps: Output & { openDatabase: () => Promise<Database> },
): Promise<number> {
  const usageError = (message: string) => {
    deps.err(`${message}\n\n${adminUsage}`);
    return 2;
  };
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(args);
  } catch (error) {
    return usageError((error as Error).message);
  }
  if (parsed.values.help) {
    deps.out(adminUsage);
    return 0;
  }
  const [command, ...extra] = parsed.positionals;
  if (command !== 'create' && command !== 'promote') {
    return usageError(command === undefined ? 'Missing command.' : `Unknown command: ${command}`);
  }
  if (extra.length > 0) return usageError(`Unexpected argument: ${extra.join(' ')}`);
  const { help: _help, ...values } = parsed.values;
  const options =
    command === 'create'
      ? createOptionsSchema.safeParse(values)
      : promoteOptionsSchema.strict().safeParse(values);
  if (!options.success) {
    return usageError(
      options.error.issues
        .map((issue) => {
          const option = `--${issue.path.join('.')}`;
          return issue.code === 'invalid_type'
            ? `${option} is required.`
            : `${option}: ${issue.message}`;
        })
        .join('\n'),
    );
  }

  let database: Database | undefined;
  try {
    database = await deps.openDatabase();
    await database.migrate();
    const { email } = options.data;
    if (command === 'promote') {
      const outcome = await promoteToAdmin(database.db, email);
      if (outcome === 'no-such-account') {
        deps.err(
          `There is no account with the e-mail ${email}. Create one with: npm run admin -- create`,
        );
        return 1;
      }
      deps.out(
        outcome === 'promoted'
          ? `${email} is now an admin (its earlier sessions have ended).`
          : `${email} is already an admin; nothing changed.`,
      );
      return 0;
    }
    const result = await ensureAdmin(
      database.db,
      options.data as z.output<typeof createOptionsSchema>,
    );
    if (result.created) deps.out(`Created the admin account ${email}.`);
    else if (result.passwordChanged)
      deps.out(
        `${email} was already an admin; its password was set (its earlier sessions have ended).`,
      );
    else deps.out(`${email} is already an admin with that password; nothing changed.`);
    return 0;
  } catch (error) {
    if (error instanceof ExistingAccountError) {
      deps.err(error.message);
      return 1;
    }
    deps.err(`Could not ${command} the admin: ${(error as Error).message}`);
    return 1;
  } finally {
    await database?.close();
  }
}

function parseCommandLine(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
