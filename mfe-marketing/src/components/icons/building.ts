import type { IconPath } from '../icon';

export const buildingIcon =
  'M5 21V5l7-2v18 M12 8h7v13 M3 21h18 M8 8h1 M8 12h1 M8 16h1 M15 12h1 M15 16h1' as IconPath;
