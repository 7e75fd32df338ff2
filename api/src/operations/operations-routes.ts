import { Injectable } from '@nestjs/common';

/** What an operations route answers: a status and a JSON body. */
export interface OperationsAnswer {
  status: number;
  body: object;
}

/** A POST route of the operations port: its JSON body in, a JSON answer out. */
export type OperationsHandler = (body: unknown) => Promise<OperationsAnswer>;

/**
 * The operations port's POST routes, added by the features that serve the site's own servers
 * (the release guard), so that the operations module depends on none of them.
 */
@Injectable()
export class OperationsRoutes {
  private readonly routes = new Map<string, OperationsHandler>();

  add(path: string, handler: OperationsHandler): void {
    this.routes.set(path, handler);
  }

  handlerOf(path: string): OperationsHandler | undefined {
    return this.routes.get(path);
  }
}
