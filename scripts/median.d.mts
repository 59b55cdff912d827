// Types of scripts/median.mjs.
export declare function median(values: number[]): number;
