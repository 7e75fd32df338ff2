// The e2e stack's mail server: the API's outbox delivers to it over SMTP, and the tests read what
// it caught over HTTP (GET /mails), as a person reads the mails the site sends them.
// Usage: node mail-catcher.mjs --smtp-port <port> --http-port <port>
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

const { values } = parseArgs({
  options: { 'smtp-port': { type: 'string' }, 'http-port': { type: 'string' } },
});

/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const mails = [];

function header(raw, name) {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

/** Nodemailer writes non-ASCII or long-lined bodies as quoted-printable. */
function decodeQuotedPrintable(body) {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.search(/\r?\n\r?\n/);
      const body = split === -1 ? '' : raw.slice(split).trim();
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        subject: header(raw, 'Subject'),
        text: /^Content-Transfer-Encoding:\s*quoted-printable/im.test(raw)
          ? decodeQuotedPrintable(body)
          : body,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});
smtp.listen(Number(values['smtp-port']), '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/mails') {
    res.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails));
}).listen(Number(values['http-port']), '127.0.0.1');
