import path from 'node:path';
import { ROOT } from './workspace.mjs';

/**
 * The mail catcher of a local run (MailDev): an SMTP port the API delivers to and a web inbox
 * where every mail the site sends can be read, both on loopback. Only when the user set no
 * SMTP_URL: then their own server gets the mail, and nothing more is started.
 * MAIL_CATCHER_PORT (inbox, default 1080) and MAIL_CATCHER_SMTP_PORT (default 1025) move it.
 */
export function localMailCatcher(env = process.env) {
  if (env.SMTP_URL) return { processes: [], apiEnv: {}, notice: 'Mail goes out through SMTP_URL' };
  const webPort = env.MAIL_CATCHER_PORT ?? '1080';
  const smtpPort = env.MAIL_CATCHER_SMTP_PORT ?? '1025';
  const loopback = '127.0.0.1';
  return {
    processes: [
      {
        name: 'mail',
        command: path.join(ROOT, 'node_modules', '.bin', 'maildev'),
        args: ['--ip', loopback, '--smtp', smtpPort, '--web-ip', loopback, '--web', webPort],
      },
    ],
    apiEnv: { SMTP_URL: `smtp://${loopback}:${smtpPort}` },
    notice: `Mail sent by the site: http://localhost:${webPort}`,
  };
}
