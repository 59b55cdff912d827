// Types of measure/median.mjs.
export declare function median(values: number[]): number;
