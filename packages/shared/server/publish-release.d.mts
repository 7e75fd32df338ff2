export declare const RELEASE_MANIFESTS: readonly string[];
export declare function publishRelease(build: string, deployment: string): void;
