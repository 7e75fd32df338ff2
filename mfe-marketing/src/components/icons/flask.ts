import type { IconPath } from '../icon';

export const flaskIcon =
  'M9 3h6 M10 3v6l-5.5 9.5A1.7 1.7 0 006 21h12a1.7 1.7 0 001.5-2.5L14 9V3 M7.5 15h9' as IconPath;
