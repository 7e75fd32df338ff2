import { useEffect, useState } from 'react';
import type { StaffEventType } from '@gloh/contract/staff-ops';
import { useStaffEvents } from '@gloh/staff-ui/events';

/**
 * How many live events of each type arrived since the member last looked at the page that
 * shows them (`openType`: the event type of the page open now, whose count stays at zero).
 */
export function useLiveCounts(openType: StaffEventType | undefined) {
  const [counts, setCounts] = useState<Partial<Record<StaffEventType, number>>>({});
  useStaffEvents((event) => {
    if (event.type === openType) return;
    setCounts((current) => ({ ...current, [event.type]: (current[event.type] ?? 0) + 1 }));
  });
  useEffect(() => {
    if (!openType) return;
    setCounts((current) => (current[openType] ? { ...current, [openType]: 0 } : current));
  }, [openType]);
  return counts;
}
