import type { IconPath } from '../icon';

export const watchIcon =
  'M8 6l1-3h6l1 3 M8 18l1 3h6l1-3 M7 6h10v12H7z M12 9.5V12l1.5 1.5' as IconPath;
