import type { IconPath } from '../icon';

export const gradCapIcon = 'M2 9l10-5 10 5-10 5L2 9z M6 11v5c2 2 10 2 12 0v-5 M22 9v5' as IconPath;
