// Types of lib/build-key.mjs.
export declare function buildKey(file: string): string;
