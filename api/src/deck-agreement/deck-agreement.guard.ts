import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { RequestWithSession } from '../auth/current-session.decorator.js';
import { DeckAgreementService } from './deck-agreement.service.js';

/**
 * On the deck's endpoints, after SessionGuard: while an agreement is in force that the signed-in
 * investor has not accepted, the deck is not served (403 `agreement-required`).
 */
@Injectable()
export class DeckAgreementGuard implements CanActivate {
  constructor(private readonly agreements: DeckAgreementService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { session } = context.switchToHttp().getRequest<RequestWithSession>();
    if (session) await this.agreements.assertAccepted(session.user.id);
    return true;
  }
}
