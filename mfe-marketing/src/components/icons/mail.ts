import type { IconPath } from '../icon';

export const mailIcon = 'M3 6h18v12H3z M3 7l9 6 9-6' as IconPath;
