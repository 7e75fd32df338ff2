import type { IconPath } from '../icon';

export const heartIcon =
  'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0112 7.3 4.3 4.3 0 0119.5 10c0 5.4-7.5 10-7.5 10z' as IconPath;
