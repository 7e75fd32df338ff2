import type { IconPath } from '../icon';

export const hospitalIcon = 'M4 21V7h16v14 M2 21h20 M12 10v6 M9 13h6 M9 3h6v4H9z' as IconPath;
