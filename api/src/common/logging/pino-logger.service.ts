import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's own log calls (Logger from @nestjs/common) written through pino as JSON lines. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, stackOrContext?: string, context?: string): void {
    // Nest passes (message, stack, context) or (message, context).
    const stack = context === undefined ? undefined : stackOrContext;
    this.write('error', message, context ?? stackOrContext, stack);
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(
    level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace',
    message: unknown,
    context?: string,
    stack?: string,
  ): void {
    if (!this.logger.isLevelEnabled(level)) return;
    if (message instanceof Error) this.logger[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null)
      this.logger[level]({ context, ...message, ...(stack ? { stack } : {}) });
    else this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }
}
