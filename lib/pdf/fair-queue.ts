// A queue that takes turns between owners (learners): each owner's items wait in their own line, and
// the next item is always the first of the next owner in rotation. One learner's forty downloads then
// wait behind each other, not in front of everyone else's (issue 21 #5).

export class FairQueue<T> {
  private readonly lines = new Map<string, T[]>();
  /** owners with something waiting, in the order they are served */
  private readonly turns: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** How many of this owner's items are waiting. */
  waiting(owner: string): number {
    return this.lines.get(owner)?.length ?? 0;
  }

  push(owner: string, item: T): void {
    const line = this.lines.get(owner);
    if (line) line.push(item);
    else {
      this.lines.set(owner, [item]);
      this.turns.push(owner);
    }
    this.count += 1;
  }

  /**
   * The next item in turn: the first of the owner whose turn it is; that owner goes to the back. With
   * `accept`, owners whose first item it refuses keep their turn and the next owner's is taken; with
   * `load` (renders an owner has running), the least loaded owner goes first, ties in turn order.
   */
  shift(accept?: (item: T) => boolean, load?: (owner: string) => number): T | undefined {
    let at = -1;
    let least = Infinity;
    for (let i = 0; i < this.turns.length; i++) {
      const owner = this.turns[i]!;
      if (accept && !accept(this.lines.get(owner)![0]!)) continue;
      const l = load ? load(owner) : 0;
      if (l < least) [at, least] = [i, l];
      if (!load) break;
    }
    if (at < 0) return undefined;
    const [owner] = this.turns.splice(at, 1) as [string];
    const line = this.lines.get(owner)!;
    const item = line.shift()!;
    if (line.length) this.turns.push(owner);
    else this.lines.delete(owner);
    this.count -= 1;
    return item;
  }

  /** Everything waiting, in turn order (closing the pool). */
  drain(): T[] {
    const out: T[] = [];
    for (let item = this.shift(); item !== undefined; item = this.shift()) out.push(item);
    return out;
  }
}
