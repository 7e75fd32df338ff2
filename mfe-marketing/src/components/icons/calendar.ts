import type { IconPath } from '../icon';

export const calendarIcon = 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5' as IconPath;
