import type { IconPath } from '../icon';

export const lightbulbIcon =
  'M9 18h6 M10 21h4 M12 3a6 6 0 00-3.5 10.9c.5.4.9 1.2 1 2.1h5c.1-.9.5-1.7 1-2.1A6 6 0 0012 3z' as IconPath;
