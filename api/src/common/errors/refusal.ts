/**
 * A refusal about the state of things (already approved, not active, nothing stored about the
 * email, not a PDF): the service says no and nothing crashed. Each front door words it its own
 * way: the admin CLI prints it and exits 1 (as an AdminError), the staff console answers 409 or
 * 400.
 */
export class Refusal extends Error {}
