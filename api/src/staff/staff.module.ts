import { Global, Module } from '@nestjs/common';
import { StaffAuthController } from './staff-auth.controller.js';
import { StaffCeremoniesService } from './staff-ceremonies.service.js';
import { StaffChallengesService } from './staff-challenges.service.js';
import { StaffClock } from './staff-clock.js';
import { StaffGuard } from './staff.guard.js';
import { StaffMembersController } from './staff-members.controller.js';
import { StaffMembersService } from './staff-members.service.js';
import { StaffSessionsService } from './staff-sessions.service.js';

/** Staff accounts, passkeys and sessions; StaffGuard and its decorators serve every staff route. */
@Global()
@Module({
  controllers: [StaffAuthController, StaffMembersController],
  providers: [
    StaffClock,
    StaffSessionsService,
    StaffChallengesService,
    StaffCeremoniesService,
    StaffMembersService,
    StaffGuard,
  ],
  exports: [StaffClock, StaffSessionsService, StaffMembersService, StaffGuard],
})
export class StaffModule {}
