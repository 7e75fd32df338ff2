import type { IconPath } from '../icon';

export const refreshIcon =
  'M20 11a8 8 0 00-14.6-4.5L4 8 M4 4v4h4 M4 13a8 8 0 0014.6 4.5L20 16 M20 20v-4h-4' as IconPath;
