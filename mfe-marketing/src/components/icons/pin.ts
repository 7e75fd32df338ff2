import type { IconPath } from '../icon';

export const pinIcon =
  'M12 21s-7-6.2-7-12a7 7 0 0114 0c0 5.8-7 12-7 12z M12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z' as IconPath;
