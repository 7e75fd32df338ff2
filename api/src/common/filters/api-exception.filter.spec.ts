import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException, ParseIntPipe, ParseUUIDPipe } from '@nestjs/common';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import { ApiExceptionFilter } from './api-exception.filter.js';

/** What the filter sent for `exception`: the status and the JSON body. */
function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const response = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return response;
    },
    setHeader: () => response,
    json(body: unknown) {
      sent.body = body;
      return response;
    },
  };
  const request = { method: 'GET', originalUrl: '/api/x' };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

async function refusalOf(pipe: { transform(value: string, metadata: never): unknown }) {
  try {
    await pipe.transform('not-an-id', { type: 'param', data: 'id' } as never);
  } catch (error) {
    return error;
  }
  throw new Error('the pipe accepted the value');
}

describe('ApiExceptionFilter', () => {
  it("answers Nest's built-in pipes in the contract's words, not theirs", async () => {
    for (const pipe of [new ParseUUIDPipe({ version: '4' }), new ParseIntPipe()]) {
      expect(answer(await refusalOf(pipe))).toEqual({
        status: 400,
        body: { success: false, error: HTTP_ERROR_MESSAGES.badRequest },
      });
    }
  });

  it('keeps the words our own code gives', () => {
    expect(answer(new BadRequestException('id must be a mail id (uuid)'))).toEqual({
      status: 400,
      body: { success: false, error: 'id must be a mail id (uuid)' },
    });
  });
});
