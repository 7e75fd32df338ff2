import type { IconPath } from '../icon';

export const boltIcon = 'M13 3L5 13h6l-1 8 8-10h-6l1-8z' as IconPath;
