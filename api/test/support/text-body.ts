import type { Test } from 'supertest';

type BodyParser = Extract<Parameters<Test['parse']>[0], (response: never, done: never) => void>;

/** A supertest parser that keeps a download (CSV, say) as the text it is, not a Buffer. */
export const textBody: BodyParser = (response, done) => {
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  response.on('end', () => done(null, text));
};
