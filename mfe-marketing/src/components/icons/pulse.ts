import type { IconPath } from '../icon';

export const pulseIcon = 'M3 12h4l2-5 4 10 2-5h6' as IconPath;
