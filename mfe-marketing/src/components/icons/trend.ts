import type { IconPath } from '../icon';

export const trendIcon = 'M3 17l6-6 4 4 8-8 M15 7h6v6' as IconPath;
