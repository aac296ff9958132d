import { BatchLoader } from './batch-loader.js';

/** A loader of doubled numbers that records each batch it was asked for; `failFirst` fails the first. */
function doubling(keep: boolean, failFirst = false) {
  const batches: number[][] = [];
  const loader = new BatchLoader<number, number>(
    async (keys) => {
      batches.push([...keys]);
      if (failFirst && batches.length === 1) throw new Error('database away');
      return new Map(keys.filter((key) => key > 0).map((key) => [key, key * 2]));
    },
    -1,
    { keep },
  );
  return { loader, batches };
}

describe('BatchLoader', () => {
  it('loads the keys asked for in one tick with one call, each once, and answers the fallback for a missing one', async () => {
    const { loader, batches } = doubling(false);
    expect(await Promise.all([loader.load(1), loader.load(2), loader.load(1), loader.load(0)])).toEqual([2, 4, 2, -1]);
    expect(batches).toEqual([[1, 2, 0]]);
  });

  it('asks again in a later batch unless it keeps answers', async () => {
    const plain = doubling(false);
    await plain.loader.load(1);
    expect(await plain.loader.load(1)).toBe(2);
    expect(plain.batches).toEqual([[1], [1]]);

    const keeping = doubling(true);
    const inFlight = keeping.loader.load(1);
    const sameInFlight = keeping.loader.load(1);
    expect(sameInFlight).toBe(inFlight);
    await inFlight;
    expect(await Promise.all([keeping.loader.load(1), keeping.loader.load(3)])).toEqual([2, 6]);
    expect(keeping.batches).toEqual([[1], [3]]);
  });

  it('asks again for a key whose batch failed, even when it keeps answers', async () => {
    const { loader, batches } = doubling(true, true);
    await expect(loader.load(5)).rejects.toThrow('database away');
    expect(await loader.load(5)).toBe(10);
    expect(batches).toEqual([[5], [5]]);
  });
});
