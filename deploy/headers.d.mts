// Types of deploy/headers.mjs for the TypeScript tests.
export declare const securityHeaders: Record<string, string>;
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare const IMAGES: string;
export declare const cacheRules: { prefix: string; cacheControl: string }[];
export declare function cacheControlFor(pathname: string): string;
export declare function pageCsp(policy: { scriptHashes: string[]; formEndpoint: string }): string;
export declare function netlifyHeaders(basePath?: string): string;
