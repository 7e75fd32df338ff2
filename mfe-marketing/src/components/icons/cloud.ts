import type { IconPath } from '../icon';

export const cloudIcon = 'M7 18h10.5a4 4 0 00.6-8A6 6 0 006.3 9.2 4.5 4.5 0 007 18z' as IconPath;
