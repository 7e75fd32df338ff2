import type { IconPath } from '../icon';

export const chevronLeftIcon = 'M15 5l-7 7 7 7' as IconPath;
