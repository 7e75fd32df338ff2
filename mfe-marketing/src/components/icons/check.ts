import type { IconPath } from '../icon';

export const checkIcon = 'M5 12.5l4.5 4.5L19 7.5' as IconPath;
