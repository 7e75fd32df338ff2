export const adminStaffPages: import('@gloh/shared/staff-pages').StaffPageDeclaration[] = [];
