// How to split texts into encoder calls. Pure: plans index groups, never touches a model.
//
// A sentence encoder pads every text of a call to the call's longest one, and its cost per text grows faster than
// its length (attention), so one long tool output in a batch of short sentences makes every sentence cost as much
// as the long one. Texts are therefore grouped by length, and the groups chosen to minimize the modelled cost.

export interface BatchCostModel {
  /** Fixed cost of one encoder call, in the same units as `slotCost`. */
  callCost: number;
  /** Cost of one text padded to `length` tokens. */
  slotCost: (length: number) => number;
  /** Most texts in one call (bounds the call's memory). */
  maxBatch: number;
}

/**
 * Groups of indices into `lengths` (token counts), each group one encoder call. Texts are sorted by length and the
 * sorted run is cut where the modelled cost (a call's fixed cost plus, per text, the cost of the group's longest
 * length) is least: an exact dynamic programme over contiguous runs, O(n * maxBatch).
 */
export function planBatches(lengths: readonly number[], model: BatchCostModel): number[][] {
  const n = lengths.length;
  if (n === 0) return [];
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a] - lengths[b] || a - b);
  const maxBatch = Math.max(1, Math.floor(model.maxBatch));
  // best[j]: least cost of the first j sorted texts; cut[j]: where the last group of that plan starts.
  const best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const cut = new Int32Array(n + 1);
  best[0] = 0;
  for (let j = 1; j <= n; j++) {
    // A group ending at sorted position j-1 is padded to its last (longest) text.
    const slot = model.slotCost(lengths[order[j - 1]]);
    for (let size = 1; size <= Math.min(maxBatch, j); size++) {
      const cost = best[j - size] + model.callCost + size * slot;
      if (cost < best[j]) {
        best[j] = cost;
        cut[j] = j - size;
      }
    }
  }
  const groups: number[][] = [];
  for (let j = n; j > 0; j = cut[j]) groups.push(order.slice(cut[j], j));
  return groups.reverse();
}
