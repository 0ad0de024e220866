import { parseArgs } from 'node:util';
import { hashPassword, NewPasswordSchema } from '../auth/passwords.js';
import { AccountEmailSchema } from '../routes/v1/account-schemas.js';
import type { Store } from '../store/index.js';

export const ADMIN_USAGE = `Usage: npm run admin -- create --email <address> [--password-stdin] [--first-name <name>] [--last-name <name>] [--username <name>]

Makes an admin account. If an account with that email exists it is promoted to admin (its password is kept);
otherwise a new one is created and the password is asked for (not shown as you type), twice.
--password-stdin reads the password from the first line of standard input instead (for scripts).
`;

export interface AdminCommandIo {
  /** Asks for a secret without echoing it (a terminal), or reads the first line of stdin (--password-stdin). */
  readPassword(prompt: string): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

/** `admin create`: answers the exit code. Never prints the password. */
export async function runAdminCommand(
  argv: readonly string[],
  store: Store,
  io: AdminCommandIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        'first-name': { type: 'string', default: 'Admin' },
        'last-name': { type: 'string', default: 'User' },
        username: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${ADMIN_USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(ADMIN_USAGE);
    return 0;
  }
  if (positionals[0] !== 'create' || positionals.length !== 1) {
    io.err(ADMIN_USAGE);
    return 2;
  }
  const email = AccountEmailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    io.err(`--email: ${email.error.issues[0]?.message ?? 'Invalid email address'}\n`);
    return 2;
  }

  const existing = await store.users.findByEmail(email.data);
  if (existing) {
    if (existing.role === 'admin') {
      io.out(`${existing.email} is already an admin.\n`);
      return 0;
    }
    await store.users.setRole(existing.id, 'admin');
    io.out(`${existing.email} is now an admin (password unchanged).\n`);
    return 0;
  }

  const password = await io.readPassword('Password for the new admin account: ');
  const checked = NewPasswordSchema.safeParse(password);
  if (!checked.success) {
    io.err(`Password: ${checked.error.issues[0]?.message ?? 'invalid'}\n`);
    return 1;
  }
  if (!values['password-stdin']) {
    const again = await io.readPassword('Type it again: ');
    if (again !== password) {
      io.err('The two passwords differ; nothing was created.\n');
      return 1;
    }
  }
  const username =
    values.username ??
    `admin-${
      email.data
        .split('@')[0]
        ?.replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 30) || 'user'
    }`;
  const created = await store.users.create({
    email: email.data,
    username,
    firstName: values['first-name'],
    lastName: values['last-name'],
    passwordHash: await hashPassword(checked.data),
    role: 'admin',
  });
  if ('conflict' in created) {
    io.err(
      created.conflict === 'username'
        ? `The username ${username} is taken; choose one with --username.\n`
        : 'That email already has an account.\n',
    );
    return 1;
  }
  io.out(`Created the admin account ${created.email} (username ${created.username}).\n`);
  return 0;
}
