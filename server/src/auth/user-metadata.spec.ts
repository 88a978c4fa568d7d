import { describe, expect, it } from 'vitest';
import { createMetadataCache, NO_CORE_MESSAGE, readFromCore } from './user-metadata';

describe('the metadata cache', () => {
  it('keeps an entry for its time, and a forget wins over a read that started before it', () => {
    let time = 0;
    const cache = createMetadataCache(() => time);
    cache.configure(5_000);
    cache.set('u1', { role: 'admin' }, cache.generation('u1'));
    time = 4_999;
    expect(cache.get('u1')).toEqual({ role: 'admin' });
    time = 5_000;
    expect(cache.get('u1')).toBeUndefined();

    // A read started, then a write forgot the user: what the read brings back is not kept.
    const started = cache.generation('u1');
    cache.forget('u1');
    cache.set('u1', { role: 'admin' }, started);
    expect(cache.get('u1')).toBeUndefined();
    cache.set('u1', { role: 'user' }, cache.generation('u1'));
    expect(cache.get('u1')).toEqual({ role: 'user' });
  });

  it('keeps nothing with a cache time of 0', () => {
    const cache = createMetadataCache(() => 0);
    cache.configure(0);
    cache.set('u1', { role: 'admin' }, cache.generation('u1'));
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('reads once from the core for every request that misses meanwhile, and again after a forget', async () => {
    const cache = createMetadataCache(() => 0);
    cache.configure(5_000);
    let reads = 0;
    const pending: ((m: { role: string }) => void)[] = [];
    const read = () => {
      reads++;
      return new Promise<{ role: string }>((resolve) => pending.push(resolve));
    };
    const first = [cache.read('u1', read), cache.read('u1', read), cache.read('u1', read)];
    expect(reads).toBe(1);
    // A write forgets the user: a request after it does not take the older read's answer.
    cache.forget('u1');
    const afterWrite = cache.read('u1', read);
    expect(reads).toBe(2);
    pending[0]!({ role: 'admin' });
    pending[1]!({ role: 'user' });
    expect(await Promise.all(first)).toEqual([{ role: 'admin' }, { role: 'admin' }, { role: 'admin' }]);
    expect(await afterWrite).toEqual({ role: 'user' });
    expect(cache.get('u1')).toEqual({ role: 'user' });
    // A fresh read (sign-in, writes) always asks the core.
    void cache.read('u1', read, true);
    expect(reads).toBe(3);
  });

  it('serves an entry in its last fifth and reads it again in the background, never older than the cache time', async () => {
    let time = 0;
    const cache = createMetadataCache(() => time);
    cache.configure(5_000);
    let reads = 0;
    let answer = { role: 'user' };
    const read = async () => {
      reads++;
      return answer;
    };
    await cache.read('u1', read);
    expect(reads).toBe(1);
    time = 3_999;
    await cache.read('u1', read);
    expect(reads).toBe(1);
    answer = { role: 'admin' };
    time = 4_500;
    expect(await cache.read('u1', read)).toEqual({ role: 'user' });
    expect(reads).toBe(2);
    await Promise.resolve();
    // The background read renewed the entry from 4,500 ms on.
    time = 8_400;
    expect(await cache.read('u1', read)).toEqual({ role: 'admin' });
    expect(reads).toBe(2);
    time = 9_500;
    await cache.read('u1', read);
    expect(reads).toBe(3);
  });
});

describe('a read from the core', () => {
  it('tries once more when no core answered, and gives the second answer', async () => {
    let calls = 0;
    const read = async () => {
      calls += 1;
      if (calls === 1) throw new Error(NO_CORE_MESSAGE);
      return { metadata: { role: 'admin' } };
    };
    await expect(readFromCore(read, 1)).resolves.toEqual({ metadata: { role: 'admin' } });
    expect(calls).toBe(2);
  });

  it('gives up after the second time, and never retries another failure', async () => {
    let calls = 0;
    const down = async () => {
      calls += 1;
      throw new Error(NO_CORE_MESSAGE);
    };
    await expect(readFromCore(down, 1)).rejects.toThrow(NO_CORE_MESSAGE);
    expect(calls).toBe(2);
    calls = 0;
    const refused = async () => {
      calls += 1;
      throw new Error('SuperTokens core threw an error for a GET request to path: /recipe/user/metadata with status code: 400');
    };
    await expect(readFromCore(refused, 1)).rejects.toThrow('status code: 400');
    expect(calls).toBe(1);
  });
});
