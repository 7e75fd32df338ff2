/** A refusal meant for the staff member at the terminal, not a crash. */
export class AdminError extends Error {}
