import type { IconPath } from '../icon';

export const pillIcon = 'M10.5 20.5a5 5 0 01-7-7l6-6a5 5 0 017 7l-6 6z M7.5 10.5l6 6' as IconPath;
