/** Replaces `target` with an empty embedded database at the current migrations. */
export declare function freshDatabase(target: string): Promise<void>;
