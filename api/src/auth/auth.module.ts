import { Global, Module } from '@nestjs/common';
import { SessionGuard } from './session.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { SessionsService } from './sessions.service.js';
import { AccountLoginThrottle } from './account-login-throttle.js';
import { KnownDevicesService } from './known-devices.service.js';
import { CredentialHashing } from './credential-hashing.js';
import { PasswordResetsService } from './password-resets.service.js';

@Global()
@Module({
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionsService,
    SessionGuard,
    AccountLoginThrottle,
    KnownDevicesService,
    CredentialHashing,
    PasswordResetsService,
  ],
  exports: [SessionsService, SessionGuard, PasswordResetsService],
})
export class AuthModule {}
