import type { IconPath } from '../icon';

export const clockIcon = 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 7v5l3 2' as IconPath;
