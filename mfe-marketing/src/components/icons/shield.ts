import type { IconPath } from '../icon';

export const shieldIcon =
  'M12 3l7 3v6c0 4.5-3 7.6-7 9-4-1.4-7-4.5-7-9V6l7-3z M9 12l2 2 4-4' as IconPath;
