// Types of lib/base-path.mjs.
export declare function normaliseBasePath(value: string | undefined): string;
export declare const BASE_PATH: string;
export declare function withBasePath(path: string): string;
export declare function stripBasePath(pathname: string, base?: string): string | null;
