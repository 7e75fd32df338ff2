import type { IconPath } from '../icon';

export const clipboardIcon = 'M8 4h8v3H8z M6 5.5H5v15h14v-15h-1 M9 12h6 M9 16h4' as IconPath;
