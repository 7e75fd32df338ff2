import type { IconPath } from '../icon';

export const messageIcon = 'M4 5h16v11H9l-5 4V5z' as IconPath;
