import type { IconPath } from '../icon';

export const userIcon =
  'M12 12a4 4 0 100-8 4 4 0 000 8z M4.5 21c.8-4 3.7-6.5 7.5-6.5s6.7 2.5 7.5 6.5' as IconPath;
