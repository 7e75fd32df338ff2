import type { IconPath } from '../icon';

export const scaleIcon =
  'M12 4v16 M7 20h10 M5 8h14 M5 8l-3 6a3 3 0 006 0L5 8z M19 8l-3 6a3 3 0 006 0l-3-6z' as IconPath;
