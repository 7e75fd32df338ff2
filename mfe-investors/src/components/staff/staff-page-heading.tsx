import { BRAND_NAME } from '@gloh/shared/page-head';

/** The document title and the page's one h1; the shell's frame renders neither. */
export function StaffPageHeading({ title, heading = title }: { title: string; heading?: string }) {
  return (
    <>
      <title>{`${title} | ${BRAND_NAME} staff`}</title>
      <h1 className="h2 mb-3">{heading}</h1>
    </>
  );
}
