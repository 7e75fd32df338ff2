import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoles } from '../staff/staff-access.decorators.js';

/** A controller of the investor-relations staff API: /api/staff/ir/…, for `ir` and `admin`. */
export const IrController = () =>
  applyDecorators(ApiTags('staff-ir'), Controller('staff/ir'), StaffRoles('ir', 'admin'));
