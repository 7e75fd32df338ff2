/**
 * The first checks every entry of a published manifest gets (site pages, press releases): is it an
 * object, and does it carry only fields the contract knows. A field the reader does not know is an
 * error, not ignored, so a typo (`sumary`) is caught by the build instead of vanishing.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The problem with `entry`'s unknown fields, worded with `where` (e.g. `pages[2]`), if any. */
export function unknownFieldProblems(
  entry: Record<string, unknown>,
  knownFields: ReadonlySet<string>,
  where: string,
): string[] {
  const unknown = Object.keys(entry).filter((key) => !knownFields.has(key));
  return unknown.length > 0 ? [`${where}: unknown field(s) ${unknown.join(', ')}`] : [];
}
