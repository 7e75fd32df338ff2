import { useEffect, useState } from 'react';
import { loadStaffPageCatalog, type StaffPageCatalog } from './staff-page-catalog';

/** The console's pages, loaded once per sign-in; null while they load. */
export function useStaffPageCatalog(): StaffPageCatalog | null {
  const [catalog, setCatalog] = useState<StaffPageCatalog | null>(null);
  useEffect(() => {
    let current = true;
    void loadStaffPageCatalog().then((loaded) => {
      if (current) setCatalog(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return catalog;
}
