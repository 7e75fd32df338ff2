/** The e2e specs a spec group (test/spec-groups/*.ts) imports, as paths of their TypeScript files. */
export function specsOfGroup(groupFile: string): string[];
