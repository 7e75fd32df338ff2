import { useMemo } from 'react';
import { useFeatureFlags } from '@gloh/shared/runtime-config';
import { useSitePages } from '@gloh/shared/site-pages';
import { footerGroups, headerAction, headerNavigation } from './navigation-items';

/** The site's menus from the pages the shell composed and the deployment's flags. */
export function useSiteMenus() {
  const pages = useSitePages();
  const flags = useFeatureFlags();
  return useMemo(
    () => ({
      header: headerNavigation(pages, flags),
      action: headerAction(pages, flags),
      footer: footerGroups(pages, flags),
    }),
    [pages, flags],
  );
}
