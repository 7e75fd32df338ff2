import type { IconPath } from '../icon';

export const handshakeIcon =
  'M3 11l4-4 5 2 5-2 4 4-6 6-3-3 M3 11l6 6 M8 12l3 3 M11 10l4 4' as IconPath;
