import type { IconPath } from '../icon';

export const targetIcon =
  'M12 21a9 9 0 100-18 9 9 0 000 18z M12 16a4 4 0 100-8 4 4 0 000 8z M12 12h.01' as IconPath;
