import type { IconPath } from '../icon';

export const brainIcon =
  'M9 4.5a3 3 0 00-3 3 3 3 0 00-2 5.2A3.2 3.2 0 007.5 18 2.5 2.5 0 0012 19V5.5A2.5 2.5 0 009 4.5z M15 4.5a3 3 0 013 3 3 3 0 012 5.2 3.2 3.2 0 01-3.5 5.3A2.5 2.5 0 0112 19' as IconPath;
