/* hashtable.c - open-addressing hash table probes.  */
#include <stddef.h>
#include <stdint.h>

struct entry
{
  uint64_t key;
  uint64_t value;
};

static inline uint64_t
hash64 (uint64_t k)
{
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  return k;
}

uint64_t
ht_lookup (const struct entry *t, uint64_t mask, uint64_t key)
{
  uint64_t i = hash64 (key) & mask;
  while (t[i].key && t[i].key != key)
    i = (i + 1) & mask;
  return t[i].value;
}

void
ht_insert (struct entry *t, uint64_t mask, uint64_t key, uint64_t value)
{
  uint64_t i = hash64 (key) & mask;
  while (t[i].key && t[i].key != key)
    i = (i + 1) & mask;
  t[i].key = key;
  t[i].value = value;
}

void
hash_keys (uint32_t *restrict h, const uint64_t *restrict keys, int n,
	   uint32_t mask)
{
  for (int i = 0; i < n; i++)
    h[i] = (uint32_t) hash64 (keys[i]) & mask;
}

int
ht_count_used (const struct entry *t, int size)
{
  int c = 0;
  for (int i = 0; i < size; i++)
    c += t[i].key != 0;
  return c;
}

int
bloom_check (const uint64_t *bits, const uint64_t *keys, int n, int mbits)
{
  int hits = 0;
  for (int i = 0; i < n; i++)
    {
      uint64_t h = hash64 (keys[i]);
      uint32_t a = (uint32_t) h % mbits, b = (uint32_t) (h >> 32) % mbits;
      hits += (bits[a >> 6] >> (a & 63) & 1) & (bits[b >> 6] >> (b & 63) & 1);
    }
  return hits;
}

int
cuckoo_probe (const uint32_t *t1, const uint32_t *t2, const uint32_t *keys,
	      int n, uint32_t mask)
{
  int found = 0;
  for (int i = 0; i < n; i++)
    {
      uint32_t k = keys[i];
      uint32_t h1 = (k * 0x9e3779b1u) & mask, h2 = ((k ^ 0x5bd1e995u) * 0x85ebca6bu) & mask;
      found += t1[h1] == k || t2[h2] == k;
    }
  return found;
}

void
rehash (struct entry *restrict dst, uint64_t dmask,
	const struct entry *restrict src, int ssize)
{
  for (int i = 0; i < ssize; i++)
    if (src[i].key)
      {
	uint64_t j = hash64 (src[i].key) & dmask;
	while (dst[j].key)
	  j = (j + 1) & dmask;
	dst[j] = src[i];
      }
}
