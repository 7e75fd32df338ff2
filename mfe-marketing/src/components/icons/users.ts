import type { IconPath } from '../icon';

export const usersIcon =
  'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7z M2.5 20c.6-3.4 3.2-5.5 6.5-5.5s5.9 2.1 6.5 5.5 M16 4.5a3.5 3.5 0 010 6.5 M18 14.8c2 .6 3.2 2.4 3.5 5.2' as IconPath;
