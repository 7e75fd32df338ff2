import type { IconPath } from '../icon';

export const arrowRightIcon = 'M4 12h15 M13 6l6 6-6 6' as IconPath;
