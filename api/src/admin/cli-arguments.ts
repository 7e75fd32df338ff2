/**
 * The staff tool's command line: which options and arguments each command takes, its help text,
 * and the parsing (Node's util.parseArgs, strict), kept apart from running the command so every
 * refusal can be tested without a database.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { hasForbiddenCharacters } from '@gloh/contract/field-rules';
import { ADMIN_COMMANDS, type AdminCommand, type AdminCommandName } from './admin-commands.js';

const OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  status: { type: 'string' },
  limit: { type: 'string' },
  days: { type: 'string' },
  remote: { type: 'string' },
  email: { type: 'string' },
  deck: { type: 'boolean' },
  version: { type: 'string' },
  as: { type: 'string' },
  role: { type: 'string', multiple: true },
  name: { type: 'string' },
  yes: { type: 'boolean' },
} as const;
type OptionName = keyof typeof OPTIONS;

interface CommandSpec {
  /** The synopsis after `admin `. */
  synopsis: string[];
  summary: string;
  /** Options besides --json, --as and --help. */
  options: OptionName[];
  /** Names of the positional arguments, all required; `deck` takes its own (see below). */
  args: string[];
}

const COMMANDS: Record<AdminCommandName, CommandSpec> = {
  requests: {
    synopsis: ['requests [--status pending|approved|rejected]'],
    summary: 'list access requests',
    options: ['status'],
    args: [],
  },
  approve: {
    synopsis: ['approve <requestId>'],
    summary: 'create the investor, print and mail an access code',
    options: [],
    args: ['requestId'],
  },
  reject: {
    synopsis: ['reject <requestId>'],
    summary: 'reject a pending request',
    options: [],
    args: ['requestId'],
  },
  investors: { synopsis: ['investors'], summary: 'list investors', options: [], args: [] },
  revoke: {
    synopsis: ['revoke <email>'],
    summary: 'revoke access; live sessions end at once',
    options: [],
    args: ['email'],
  },
  'reset-link': {
    synopsis: ['reset-link <email>'],
    summary: 'print and mail a password-reset link (valid 1 hour)',
    options: [],
    args: ['email'],
  },
  audit: {
    synopsis: ['audit [--limit N]'],
    summary: 'show the audit log, newest first (default 50)',
    options: ['limit'],
    args: [],
  },
  analytics: {
    synopsis: ['analytics [--days N]'],
    summary: 'page views, visitors and top referrers (default 30 days)',
    options: ['days'],
    args: [],
  },
  vitals: {
    synopsis: ['vitals [--remote shell|marketing|investors|demos] [--days N]'],
    summary:
      'per release: p75 of LCP, INP and CLS and the uncaught errors, beside the previous release of the same remote (default 30 days)',
    options: ['remote', 'days'],
    args: [],
  },
  engagement: {
    synopsis: [
      'engagement [--email E] [--days N] [--version N]',
      'engagement --deck [--version N]',
    ],
    summary:
      'what each investor read of the deck (default: current deck, 30 days); with --deck, per page: investors who reached it, median time (drop-off)',
    options: ['email', 'days', 'version', 'deck'],
    args: [],
  },
  staff: {
    synopsis: [
      'staff invite <email> --role admin|ir|marketing [--role …] [--name NAME]',
      'staff list',
    ],
    summary:
      'staff accounts of the console; invite creates the account (or invites it again, enabled, with the roles given) and mails a single-use passkey enrollment link valid 24 hours',
    options: ['role', 'name'],
    args: ['invite|list'],
  },
  outbox: {
    synopsis: [
      'outbox list [--status queued|retrying|failed|sending|sent|unsent]',
      'outbox retry <mailId>',
    ],
    summary:
      'the mail outbox, newest first (default: every unsent mail; never a body); retry brings a retrying mail forward or gives a failed one, tried OUTBOX_MAX_ATTEMPTS times, another attempt',
    options: ['status'],
    args: ['list|retry'],
  },
  retention: {
    synopsis: ['retention run'],
    summary:
      'remove now what is past its retention period (the API does it once a day) and print what was removed',
    options: [],
    args: ['run'],
  },
  person: {
    synopsis: ['person export --email E', 'person erase --email E --yes'],
    summary:
      'everything stored about one person: export prints it as JSON; erase deletes it for good and keeps the audit log’s events under a pseudonym (--yes confirms)',
    options: ['email', 'yes'],
    args: ['export|erase'],
  },
  deck: {
    synopsis: ['deck list', 'deck upload <file.pdf>'],
    summary:
      'the deck versions (the live one is served); upload publishes a new version (stamped copies of the old one are dropped)',
    options: [],
    args: ['list|upload'],
  },
};

const COMMON = [
  '  --json        machine-readable output',
  '  --as EMAIL    who runs the command, for the audit log (default: the operating-system user)',
  '  -h, --help    this help',
].join('\n');

/** MAX of an email address: an actor is an email or a user name. */
const ACTOR_MAX_LENGTH = 254;

/** Who runs the CLI when --as does not say: the operating-system user. */
export function defaultActor(): string {
  try {
    return userInfo().username;
  } catch {
    // A container user without a passwd entry.
    return process.env.USER ?? `uid:${process.getuid?.() ?? 'unknown'}`;
  }
}

function actorOf(text: string | undefined, usage: string): string {
  if (text === undefined) return defaultActor();
  const actor = text.trim();
  if (actor === '' || actor.length > ACTOR_MAX_LENGTH || hasForbiddenCharacters(actor))
    throw new UsageError(
      `--as must name who runs the command (an email or a user name, at most ${ACTOR_MAX_LENGTH} characters)`,
      usage,
    );
  return actor;
}

export const USAGE = [
  'Usage: admin <command> [args] [--json] [--as EMAIL]',
  '       admin help [command]    (or admin <command> --help)',
  '',
  'Commands:',
  ...(Object.keys(COMMANDS) as AdminCommandName[]).flatMap((name) =>
    COMMANDS[name].synopsis.map((line) => `  ${line}`),
  ),
  '',
  'Options:',
  COMMON,
  '',
  'Exit codes: 0 done, 1 refused, 2 usage.',
].join('\n');

export function commandUsage(name: AdminCommandName): string {
  const spec = COMMANDS[name];
  return [
    `Usage: ${spec.synopsis.map((line) => `admin ${line} [--json] [--as EMAIL]`).join('\n       ')}`,
    '',
    `${spec.summary[0]!.toUpperCase()}${spec.summary.slice(1)}.`,
    '',
    'Options:',
    COMMON,
  ].join('\n');
}

/** Wrong command-line use: the CLI prints the message and the usage on stderr and exits 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string = USAGE,
  ) {
    super(message);
  }
}

export type ParsedCommandLine =
  | { help: string }
  | {
      command: AdminCommand;
      json: boolean;
      /** deck upload: the file the CLI reads and sends. */
      deckFile?: string;
    };

/**
 * Commands made of subcommands (`deck list`, `deck upload <file.pdf>`): each subcommand, with the
 * message for its missing argument when it takes one, and how a wrong use of them is named.
 */
const SUBCOMMANDS: Partial<
  Record<AdminCommandName, { needs: string; takes: Record<string, string | undefined> }>
> = {
  deck: {
    needs: 'deck needs "list" or "upload <file.pdf>"',
    takes: { list: undefined, upload: 'deck upload needs a PDF file' },
  },
  staff: {
    needs: 'staff needs "invite <email>" or "list"',
    takes: { list: undefined, invite: 'staff invite needs an email address' },
  },
  outbox: {
    needs: 'outbox needs "list" or "retry <mailId>"',
    takes: { list: undefined, retry: 'outbox retry needs a mail id' },
  },
  retention: { needs: 'retention needs "run"', takes: { run: undefined } },
  person: {
    needs: 'person needs "export --email E" or "erase --email E --yes"',
    takes: { export: undefined, erase: undefined },
  },
};

const isCommand = (name: string): name is AdminCommandName =>
  (ADMIN_COMMANDS as readonly string[]).includes(name);

/**
 * A count option as a number. Refused here, not left as NaN: JSON (the admin channel) turns NaN
 * into null, and the running API would then quietly use the default.
 */
function wholeNumber(text: string | undefined, option: string, usage: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim())) throw new UsageError(`${option} must be a whole number`, usage);
  return Number(text);
}

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs names the option ("Unknown option '--frobnicate'"); its hints are for developers.
    const message = (error as Error).message.split('. ')[0]!.replace(/\.$/, '');
    throw new UsageError(message);
  }
}

export function parseCommandLine(argv: string[]): ParsedCommandLine {
  const { values, positionals } = parse(argv);
  const [name, ...args] = positionals;
  if (name === undefined) {
    if (values.help) return { help: USAGE };
    throw new UsageError('No command given');
  }
  if (name === 'help') {
    if (args.length === 0) return { help: USAGE };
    const [topic, ...stray] = args;
    if (!isCommand(topic!)) throw new UsageError(`Unknown command "${topic}"`);
    if (stray.length > 0) throw new UsageError(`Unexpected argument "${stray[0]}"`);
    return { help: commandUsage(topic) };
  }
  if (!isCommand(name)) throw new UsageError(`Unknown command "${name}"`);
  const spec = COMMANDS[name];
  const usage = commandUsage(name);
  if (values.help) return { help: usage };

  for (const option of Object.keys(values) as OptionName[]) {
    if (option !== 'json' && option !== 'as' && !spec.options.includes(option))
      throw new UsageError(`"${name}" takes no --${option} option`, usage);
  }
  let expected = spec.args.length;
  const subcommands = SUBCOMMANDS[name];
  if (subcommands) {
    const { needs, takes } = subcommands;
    const sub = args[0];
    if (sub === undefined || !Object.hasOwn(takes, sub))
      throw new UsageError(sub === undefined ? needs : `Unknown ${name} command "${sub}"`, usage);
    const missing = takes[sub];
    expected = missing === undefined ? 1 : 2;
    if (missing !== undefined && args.length < 2) throw new UsageError(missing, usage);
    if (name === 'staff' && args[0] === 'invite' && !values.role?.length)
      throw new UsageError('staff invite needs at least one --role', usage);
    if (name === 'staff' && args[0] === 'list' && (values.role || values.name !== undefined))
      throw new UsageError('staff list takes no --role or --name', usage);
    if (name === 'outbox' && args[0] === 'retry' && values.status !== undefined)
      throw new UsageError('outbox retry takes no --status', usage);
    if (name === 'person' && values.email === undefined)
      throw new UsageError(`person ${args[0]} needs --email`, usage);
    if (name === 'person' && args[0] === 'erase' && !values.yes)
      throw new UsageError('person erase deletes the data for good: add --yes to confirm', usage);
    if (name === 'person' && args[0] === 'export' && values.yes)
      throw new UsageError('person export takes no --yes', usage);
  } else if (args.length < expected) {
    throw new UsageError(`"${name}" needs <${spec.args[args.length]}>`, usage);
  }
  if (args.length > expected)
    throw new UsageError(`Unexpected argument "${args[expected]}"`, usage);

  return {
    command: {
      name,
      target: args[0],
      status: values.status,
      limit: wholeNumber(values.limit, '--limit', usage),
      days: wholeNumber(values.days, '--days', usage),
      remote: values.remote,
      email: values.email,
      deck: values.deck ?? false,
      version: wholeNumber(values.version, '--version', usage),
      actor: actorOf(values.as, usage),
      ...(name === 'staff' ? { email: args[1], roles: values.role, staffName: values.name } : {}),
      ...(name === 'outbox' ? { mailId: args[1] } : {}),
      ...(name === 'person' ? { confirmed: values.yes ?? false } : {}),
    },
    json: values.json ?? false,
    deckFile: name === 'deck' && args[0] === 'upload' ? args[1] : undefined,
  };
}
