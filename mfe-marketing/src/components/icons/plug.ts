import type { IconPath } from '../icon';

export const plugIcon = 'M9 3v5 M15 3v5 M6.5 8h11v3a5.5 5.5 0 01-11 0V8z M12 16.5V21' as IconPath;
