import type { IconPath } from '../icon';

export const dnaIcon =
  'M7 3c0 6 10 6 10 12s-5 5-5 6 M17 3c0 6-10 6-10 12 0 3 1.5 4.5 3 5.5 M8.5 7h7 M8.5 17h7' as IconPath;
