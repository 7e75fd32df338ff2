import type { IconPath } from '../icon';

export const chartIcon = 'M4 20V4 M4 20h16 M8 16v-5 M12 16V8 M16 16v-3' as IconPath;
