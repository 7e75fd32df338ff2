import type { IconPath } from '../icon';

export const searchIcon = 'M11 18a7 7 0 100-14 7 7 0 000 14z M16 16l5 5' as IconPath;
