import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteName } from '@gloh/shared/remotes';
import {
  REMOTE_STAFF_PAGES_MODULE,
  type RemoteStaffPagesModule,
  type StaffPageDeclaration,
} from '@gloh/staff-ui/pages';
import { adminStaffPages } from '../staff-admin/admin-staff-pages';

// Here rather than beside the site's page loading (remote-registry.ts): that is in every page's
// first load, and the staff console's modules must not be.
async function loadRemoteStaffPages(remote: RemoteName): Promise<RemoteStaffPagesModule> {
  const loaded = await loadRemote<RemoteStaffPagesModule>(`${remote}/${REMOTE_STAFF_PAGES_MODULE}`);
  if (!Array.isArray(loaded?.staffPages)) {
    throw new Error(`Remote "${remote}" did not provide its staff pages.`);
  }
  return loaded;
}

/** Every page of the console: each team's, as its remote's current release declares them. */
export interface StaffPageCatalog {
  pages: StaffPageDeclaration[];
  /** Remotes whose staff pages could not be loaded: their pages are missing from `pages`. */
  unavailable: string[];
}

/**
 * Asks every remote that has staff pages for their declarations, at sign-in: a team's new page
 * appears with its release, without a shell deploy. A remote that is down costs its own pages
 * only; the shell's admin pages are always there.
 */
export async function loadStaffPageCatalog(): Promise<StaffPageCatalog> {
  const remotes = REMOTES.filter((remote) => remote.staffPages);
  const results = await Promise.allSettled(
    remotes.map((remote) => loadRemoteStaffPages(remote.name)),
  );
  const pages: StaffPageDeclaration[] = [];
  const unavailable: string[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') pages.push(...result.value.staffPages);
    else {
      const name = remotes[index]?.name ?? 'unknown';
      console.error(`Could not load the staff pages of ${name}`, result.reason);
      unavailable.push(name);
    }
  });
  return { pages: [...pages, ...adminStaffPages], unavailable };
}
