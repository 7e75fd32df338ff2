import { formatStaffDateTime } from '@gloh/staff-ui/format';

/** An API time in a list cell: on one line, machine-readable beside the member's reading. */
export function StaffTimeText({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="text-nowrap">
      {formatStaffDateTime(iso)}
    </time>
  );
}
