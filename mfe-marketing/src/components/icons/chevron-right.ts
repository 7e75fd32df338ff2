import type { IconPath } from '../icon';

export const chevronRightIcon = 'M9 5l7 7-7 7' as IconPath;
