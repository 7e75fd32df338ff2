import type { IconPath } from '../icon';

export const layersIcon = 'M12 3l9 5-9 5-9-5 9-5z M3 13l9 5 9-5' as IconPath;
