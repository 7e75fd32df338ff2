import type { IconPath } from '../icon';

export const briefcaseIcon = 'M3 8h18v12H3z M8 8V5h8v3 M3 13h18' as IconPath;
