import { userInfo } from 'node:os';
import {
  commandUsage,
  defaultActor,
  parseCommandLine,
  USAGE,
  UsageError,
} from './cli-arguments.js';

const refusal = (argv: string[]) => {
  try {
    parseCommandLine(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`accepted: ${argv.join(' ')}`);
};

describe('the admin command line', () => {
  it.each([['--help'], ['-h'], ['help']])('answers %s with the usage', (flag) => {
    expect(parseCommandLine([flag])).toEqual({ help: USAGE });
  });

  it('answers a command’s --help, -h or help <command> with that command’s usage', () => {
    const usage = commandUsage('engagement');
    expect(usage).toMatch(/^Usage: admin engagement \[--email E\]/);
    expect(parseCommandLine(['engagement', '--help'])).toEqual({ help: usage });
    expect(parseCommandLine(['engagement', '-h', '--email', 'x@example.com'])).toEqual({
      help: usage,
    });
    expect(parseCommandLine(['help', 'engagement'])).toEqual({ help: usage });
  });

  it('names an unknown option, command or stray argument', () => {
    expect(refusal(['investors', '--frobnicate'])).toBe("Unknown option '--frobnicate'");
    expect(refusal(['engagement', '--emial', 'a@example.com'])).toBe("Unknown option '--emial'");
    expect(refusal(['frobnicate'])).toBe('Unknown command "frobnicate"');
    expect(refusal(['help', 'frobnicate'])).toBe('Unknown command "frobnicate"');
    expect(refusal(['investors', 'extra'])).toBe('Unexpected argument "extra"');
    expect(refusal(['revoke', 'a@example.com', 'b@example.com'])).toBe(
      'Unexpected argument "b@example.com"',
    );
    expect(refusal(['deck', 'list', 'now'])).toBe('Unexpected argument "now"');
    expect(refusal(['requests', '--limit', '5'])).toBe('"requests" takes no --limit option');
    expect(refusal(['approve'])).toBe('"approve" needs <requestId>');
    expect(refusal(['deck'])).toBe('deck needs "list" or "upload <file.pdf>"');
    expect(refusal(['deck', 'upload'])).toBe('deck upload needs a PDF file');
    expect(refusal(['--json'])).toBe('No command given');
    expect(refusal(['audit', '--limit'])).toMatch(/^Option '--limit <value>' argument missing/);
    expect(refusal(['analytics', '--days', 'many'])).toBe('--days must be a whole number');
  });

  it('reads a well-formed command', () => {
    expect(
      parseCommandLine(['engagement', '--email', 'ivy@example.com', '--days', '7', '--json']),
    ).toEqual({
      command: expect.objectContaining({
        name: 'engagement',
        email: 'ivy@example.com',
        days: 7,
        deck: false,
      }),
      json: true,
    });
    expect(parseCommandLine(['deck', 'upload', 'deck.pdf'])).toMatchObject({
      command: { name: 'deck', target: 'upload' },
      deckFile: 'deck.pdf',
    });
  });

  it('reads staff invite with its roles and name, and refuses what it lacks', () => {
    expect(
      parseCommandLine([
        'staff',
        'invite',
        'ada@gloh.example',
        '--role',
        'admin',
        '--role',
        'ir',
        '--name',
        'Ada Lovelace',
      ]),
    ).toMatchObject({
      command: {
        name: 'staff',
        target: 'invite',
        email: 'ada@gloh.example',
        roles: ['admin', 'ir'],
        staffName: 'Ada Lovelace',
      },
    });
    expect(parseCommandLine(['staff', 'list'])).toMatchObject({
      command: { name: 'staff', target: 'list' },
    });
    expect(refusal(['staff'])).toBe('staff needs "invite <email>" or "list"');
    expect(refusal(['staff', 'fire'])).toBe('Unknown staff command "fire"');
    expect(refusal(['staff', 'invite'])).toBe('staff invite needs an email address');
    expect(refusal(['staff', 'invite', 'ada@gloh.example'])).toBe(
      'staff invite needs at least one --role',
    );
    expect(refusal(['staff', 'list', '--role', 'ir'])).toBe('staff list takes no --role or --name');
    expect(refusal(['investors', '--role', 'ir'])).toBe('"investors" takes no --role option');
  });

  it('reads outbox list with its state filter and outbox retry with its mail id', () => {
    expect(parseCommandLine(['outbox', 'list', '--status', 'failed'])).toMatchObject({
      command: { name: 'outbox', target: 'list', status: 'failed' },
    });
    const id = '55555555-5555-4555-8555-555555555555';
    expect(parseCommandLine(['outbox', 'retry', id, '--json'])).toMatchObject({
      command: { name: 'outbox', target: 'retry', mailId: id },
      json: true,
    });
    expect(refusal(['outbox'])).toBe('outbox needs "list" or "retry <mailId>"');
    expect(refusal(['outbox', 'resend'])).toBe('Unknown outbox command "resend"');
    expect(refusal(['outbox', 'retry'])).toBe('outbox retry needs a mail id');
    expect(refusal(['outbox', 'retry', id, '--status', 'failed'])).toBe(
      'outbox retry takes no --status',
    );
    expect(refusal(['outbox', 'list', 'extra'])).toBe('Unexpected argument "extra"');
  });

  it('reads retention run, which takes nothing else', () => {
    expect(parseCommandLine(['retention', 'run', '--json'])).toMatchObject({
      command: { name: 'retention', target: 'run' },
      json: true,
    });
    expect(refusal(['retention'])).toBe('retention needs "run"');
    expect(refusal(['retention', 'purge'])).toBe('Unknown retention command "purge"');
    expect(refusal(['retention', 'run', 'now'])).toBe('Unexpected argument "now"');
    expect(refusal(['retention', 'run', '--days', '3'])).toBe('"retention" takes no --days option');
  });

  it('reads person export and erase by --email, and erase only with --yes', () => {
    expect(parseCommandLine(['person', 'export', '--email', 'ivy@example.com'])).toMatchObject({
      command: { name: 'person', target: 'export', email: 'ivy@example.com', confirmed: false },
    });
    expect(
      parseCommandLine(['person', 'erase', '--email', 'ivy@example.com', '--yes']),
    ).toMatchObject({
      command: { name: 'person', target: 'erase', email: 'ivy@example.com', confirmed: true },
    });
    expect(refusal(['person'])).toBe('person needs "export --email E" or "erase --email E --yes"');
    expect(refusal(['person', 'forget', '--email', 'ivy@example.com'])).toBe(
      'Unknown person command "forget"',
    );
    expect(refusal(['person', 'export'])).toBe('person export needs --email');
    expect(refusal(['person', 'erase', '--yes'])).toBe('person erase needs --email');
    expect(refusal(['person', 'erase', '--email', 'ivy@example.com'])).toBe(
      'person erase deletes the data for good: add --yes to confirm',
    );
    expect(refusal(['person', 'export', '--email', 'ivy@example.com', '--yes'])).toBe(
      'person export takes no --yes',
    );
    expect(refusal(['person', 'erase', 'ivy@example.com', '--yes'])).toBe(
      'person erase needs --email',
    );
    expect(refusal(['person', 'erase', '--email', 'ivy@example.com', '--yes', 'now'])).toBe(
      'Unexpected argument "now"',
    );
    expect(refusal(['revoke', 'ivy@example.com', '--yes'])).toBe('"revoke" takes no --yes option');
    expect(USAGE).toContain('person erase --email E --yes');
  });

  it('names who runs any command: --as, else the operating-system user', () => {
    expect(parseCommandLine(['investors', '--as', 'ops@gloh.example'])).toMatchObject({
      command: { name: 'investors', actor: 'ops@gloh.example' },
    });
    expect(parseCommandLine(['approve', '7'])).toMatchObject({
      command: { actor: defaultActor() },
    });
    expect(defaultActor()).toBe(userInfo().username);
    expect(refusal(['investors', '--as', ' '])).toMatch(/^--as must name who runs the command/);
    expect(USAGE).toContain('--as EMAIL');
    expect(USAGE).toContain('staff invite <email> --role');
  });
});
