// The admin command may create the data folder and the database: for the owner only, as the
// server does.
process.umask(0o077);

import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { runAdminCommand } from './admin-command.ts';

process.exitCode = await runAdminCommand(process.argv.slice(2), {
  openDatabase: async () => openDatabase(loadConfig()),
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
