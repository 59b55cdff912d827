/**
 * The positions (ascending) of the articles holding one gram, kept close to the JSON it will be
 * written as: the deltas between positions ([3, 1, 4] = 3, 4, 8), joined into comma-separated
 * text every `CHUNK` entries. At 10,000 articles the index holds about 60 million positions; as
 * text they take a fraction of the memory of arrays of numbers, and need no second copy to be
 * written.
 */
const CHUNK = 512;

export class PostingList {
  private chunks: string[] = [];
  private pending: number[] = [];
  private last = -1;

  /** Adds `position`, which must be greater than the last one added. */
  add(position: number): void {
    this.pending.push(this.last < 0 ? position : position - this.last);
    this.last = position;
    if (this.pending.length === CHUNK) {
      this.chunks.push(this.pending.join(','));
      this.pending = [];
    }
  }

  private parts(): string[] {
    return this.pending.length ? [...this.chunks, this.pending.join(',')] : this.chunks;
  }

  /** '[3,1,4]'. */
  toJson(): string {
    return `[${this.parts().join(',')}]`;
  }

  /** The length of `toJson()`. */
  get jsonLength(): number {
    const parts = this.parts();
    return parts.reduce((sum, part) => sum + part.length, 0) + Math.max(0, parts.length - 1) + 2;
  }
}
