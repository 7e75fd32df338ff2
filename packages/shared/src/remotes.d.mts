/**
 * A `name` of remotes.json. JSON gives no literal types, so this is any string; the remotes test
 * (packages/shared/test) checks that every name used in the route table is in the list.
 */
export type RemoteName = string;

export interface RemoteDefinition {
  name: RemoteName;
  package: string;
  folder: string;
  devPort: number;
  /** Whether the remote exposes pages of the staff console (its src/app/staff-pages.ts). */
  staffPages?: boolean;
}

export declare const REMOTES: readonly RemoteDefinition[];
export declare const REMOTE_NAMES: readonly RemoteName[];
export declare function remotePublicPath(name: RemoteName): string;
export declare function remoteEntryPath(name: RemoteName): string;
export declare function remoteEnvVar(name: RemoteName): string;
export declare function defaultRemoteEntries(): Record<RemoteName, string>;
export declare function findRemote(
  field: keyof RemoteDefinition,
  value: string | number,
): RemoteDefinition;
