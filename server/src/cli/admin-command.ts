import { parseArgs } from 'node:util';
import { passwordSchema } from '@app/contract/auth';
import { emailSchema } from '@app/contract/common';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { ensureAdmin } from '../modules/auth/auth.service.ts';

export const adminUsage = `Usage: npm run admin -- create --email <e-mail> --password <password> [--name <name>]

Creates an admin account (named --name, default "Administrator"), or makes the existing account
with that e-mail an admin and sets its password. Uses the server's DATA_DIR or DATABASE_URL. With the embedded database (no
DATABASE_URL), stop the server first, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart it.`;

const createOptionsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1, 'Name must not be empty.').max(100).default('Administrator'),
});

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
  if (command !== 'create') {
    return usageError(command === undefined ? 'Missing command.' : `Unknown command: ${command}`);
  }
  if (extra.length > 0) return usageError(`Unexpected argument: ${extra.join(' ')}`);
  const options = createOptionsSchema.safeParse(parsed.values);
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
    const result = await ensureAdmin(database.db, options.data);
    const { email } = options.data;
    if (result.created) deps.out(`Created the admin account ${email}.`);
    else if (result.promoted) deps.out(`${email} is now an admin; its password was set.`);
    else if (result.passwordChanged)
      deps.out(`${email} was already an admin; its password was set.`);
    else deps.out(`${email} is already an admin with that password; nothing changed.`);
    return 0;
  } catch (error) {
    deps.err(`Could not create the admin: ${(error as Error).message}`);
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
