// Types of build/build-key.mjs.
export declare function buildKey(file: string): string;
