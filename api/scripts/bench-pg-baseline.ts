/**
 * The benchmark's fair yardstick: a bare node:http server that does the database work the API
 * does for the two measured routes, with `pg` named prepared statements and nothing else.
 *
 * The statement texts are the ones the API sends (bench.ts records the API's statements for
 * one request of each route and prints a warning when they differ from BASELINE_STATEMENTS).
 * Contact counts the request against the address's rate limit and its daily cap (the same upsert
 * twice), then stores it in one statement (a data-modifying WITH), and so does this baseline.
 * Omitted on purpose, because they are what the API adds on top: routing, helmet headers,
 * the request log, the Origin guard, the prototype-key and class-validator checks of the
 * body (the baseline only JSON.parses it), the exception filter and the outbox notification.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import pg from 'pg';

/** The API's pool size (src/database/database.ts), so both sides queue for connections alike. */
const POOL_SIZE = 10;

/** The rate limits' and daily caps' counting upsert (src/rate-limit/rate-limit.service.ts). */
const RATE_LIMIT_SQL =
  'insert into "rate_limits" ("key", "window_start", "hits") values ($1, now(), $2) on conflict ("key") do update set "window_start" = CASE WHEN "rate_limits"."window_start" <= now() - make_interval(secs => $3) THEN now() ELSE "rate_limits"."window_start" END, "hits" = CASE WHEN "rate_limits"."window_start" <= now() - make_interval(secs => $4) THEN 1 ELSE "rate_limits"."hits" + 1 END returning "hits", "window_start"::text, GREATEST(1, CEIL(EXTRACT(EPOCH FROM ("window_start" + make_interval(secs => $5) - now()))))::int';

/** Exactly what the API runs, in order, per route (whitespace aside). */
export const BASELINE_STATEMENTS = {
  me: [
    'select "sessions"."id", "sessions"."expires_at", "investors"."id", "investors"."email", "investors"."first_name", "investors"."last_name", "investors"."role", "investors"."is_verified" from "sessions" inner join "investors" on "investors"."id" = "sessions"."investor_id" where ("sessions"."token_hash" = $1 and ("sessions"."ended_at" is null and "sessions"."expires_at" > now()) and "investors"."status" = $2) limit $3',
  ],
  contact: [
    RATE_LIMIT_SQL,
    RATE_LIMIT_SQL,
    `WITH message AS (
      INSERT INTO contact_messages (name, email, message, ip)
      VALUES ($1, $2, $3, $4)
      RETURNING id
    )
    INSERT INTO mail_outbox (to_address, reply_to, subject, text_body, scrub_after_send)
    SELECT $5, $6, $7,
      $8 || message.id || $9, $10
    FROM message
    RETURNING (SELECT id FROM message) AS id`,
  ],
} as const;

export interface BaselineOptions {
  connectionString: string;
  schemaName?: string;
  sessionCookie: string;
  companyInbox: string;
  contactRule: { limit: number; windowSeconds: number };
  /** Contact messages one address may send in a UTC day. */
  contactDailyCap: number;
}

const DAY_SECONDS = 24 * 60 * 60;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, JSON_HEADERS);
  res.end(JSON.stringify(body));
}

export interface PgBaseline {
  /** The bare node:http server. */
  server: Server;
  /** The same handler as a request listener, for mounting behind a framework's routing. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  pool: pg.Pool;
}

export function createPgBaseline(options: BaselineOptions): PgBaseline {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: POOL_SIZE,
    options: options.schemaName ? `-c search_path=${options.schemaName}` : undefined,
  });
  pool.on('error', () => undefined);
  const [sessionSql] = BASELINE_STATEMENTS.me;
  const [rateLimitSql, , messageWithMailSql] = BASELINE_STATEMENTS.contact;

  async function me(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = readCookie(req.headers.cookie, options.sessionCookie);
    if (!token) return send(res, 401, { success: false, error: 'Not authenticated' });
    const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
    const { rows } = await pool.query({
      name: 'baseline_session',
      text: sessionSql,
      values: [tokenHash, 'active', 1],
      rowMode: 'array',
    });
    const row = rows[0] as [string, Date, string, string, string, string, string, boolean];
    if (!row) return send(res, 401, { success: false, error: 'Not authenticated' });
    res.setHeader('Cache-Control', 'no-store');
    send(res, 200, {
      success: true,
      user: {
        id: row[2],
        email: row[3],
        firstName: row[4],
        lastName: row[5],
        role: row[6],
        isVerified: row[7],
      },
      expiresAt: new Date(row[1]).toISOString(),
    });
  }

  async function contact(body: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const dto = JSON.parse(body) as { name: string; email: string; message: string };
    const ip = req.socket.remoteAddress ?? 'unknown';
    const window = options.contactRule.windowSeconds;
    const limited = await pool.query<{ hits: number }>({
      name: 'baseline_rate_limit',
      text: rateLimitSql,
      values: [`contactPerIp:ip:${ip}`, 1, window, window, window],
    });
    if (limited.rows[0]!.hits > options.contactRule.limit) {
      return send(res, 429, { success: false, error: 'Too many requests' });
    }
    // The API keys the cap by a salted hash of the address; hashing it is the same work.
    const day = new Date().toISOString().slice(0, 10);
    const hashed = createHash('sha256').update(ip).digest('base64url').slice(0, 22);
    const capped = await pool.query<{ hits: number }>({
      name: 'baseline_rate_limit',
      text: rateLimitSql,
      values: [`daily:contact:${day}:${hashed}`, 1, DAY_SECONDS, DAY_SECONDS, DAY_SECONDS],
    });
    if (capped.rows[0]!.hits > options.contactDailyCap) {
      return send(res, 429, { success: false, error: 'Daily limit reached' });
    }
    const name = dto.name.trim();
    const email = dto.email.trim();
    // One statement, as the API sends it: the message and its notification commit together.
    await pool.query({
      name: 'baseline_contact_message_with_notification',
      text: messageWithMailSql,
      values: [
        name,
        email,
        dto.message,
        ip,
        options.companyInbox,
        email,
        `New contact message from ${name}`,
        'Contact message #',
        ['', `From: ${name} <${email}>`, '', dto.message].join('\n'),
        false,
      ],
    });
    send(res, 200, { success: true, message: 'Message sent successfully' });
  }

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const work =
        req.method === 'GET'
          ? me(req, res)
          : contact(Buffer.concat(chunks).toString('utf8'), req, res);
      work.catch(() => send(res, 500, { success: false, error: 'Internal server error' }));
    });
  };
  return { server: createServer(handle), handle, pool };
}
