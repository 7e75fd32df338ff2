import type { IconPath } from '../icon';

export const lockIcon = 'M6 11h12v9H6z M8.5 11V8a3.5 3.5 0 017 0v3 M12 15v2' as IconPath;
