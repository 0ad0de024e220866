import { parseArgs } from 'node:util';
import { readOutbox } from '../auth/mailer.js';
import { outboxCipher } from '../auth/outbox-cipher.js';
import { hashPassword, NewPasswordSchema } from '../auth/passwords.js';
import { AccountEmailSchema } from '../routes/v1/account-schemas.js';
import type { Store } from '../store/index.js';

export const ADMIN_USAGE = `Usage: npm run admin -- create --email <address> [--password-stdin] [--first-name <name>] [--last-name <name>] [--username <name>]

Makes an admin account. If an account with that email exists it is promoted to admin (its password is kept);
otherwise a new one is created and the password is asked for (not shown as you type), twice.
--password-stdin reads the password from the first line of standard input instead (for scripts).

       npm run admin -- outbox --email <address>

Prints the mail kept for that address while no SMTP server is configured (a password reset link, say),
opened with MAIL_OUTBOX_KEY: the database holds it sealed, so without the key that sealed it nothing can
be read (a run without MAIL_OUTBOX_KEY seals with a key of its own that ends with it).
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
  options: { outboxKey?: Buffer | undefined } = {},
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
  if (!['create', 'outbox'].includes(positionals[0] ?? '') || positionals.length !== 1) {
    io.err(ADMIN_USAGE);
    return 2;
  }
  const email = AccountEmailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    io.err(`--email: ${email.error.issues[0]?.message ?? 'Invalid email address'}\n`);
    return 2;
  }
  if (positionals[0] === 'outbox') return printOutbox(store, email.data, options.outboxKey, io);

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

/** `admin outbox`: the address's unsent mail, opened with the outbox key; what another key sealed is said to be unreadable. */
async function printOutbox(store: Store, email: string, key: Buffer | undefined, io: AdminCommandIo): Promise<number> {
  if (!key) {
    io.err('MAIL_OUTBOX_KEY is not set: outbox mail is sealed, and only the key that sealed it opens it.\n');
    return 1;
  }
  const messages = await readOutbox(store.mailOutbox, outboxCipher(key), email);
  if (messages.length === 0) {
    io.out(`No unsent mail for ${email}.\n`);
    return 0;
  }
  for (const message of messages) {
    io.out(`#${message.id} ${message.createdAt.toISOString()} ${message.subject}\n`);
    io.out(message.text === undefined ? '(sealed with another key: it cannot be opened with this MAIL_OUTBOX_KEY)\n\n' : `${message.text}\n`);
  }
  return 0;
}
