import { describe, expect, it } from 'vitest';
import { createMetadataCache } from './user-metadata';

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
});
