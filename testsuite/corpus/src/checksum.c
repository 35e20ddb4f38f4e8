/* checksum.c - checksums and hashes.  */
#include <stddef.h>
#include <stdint.h>

uint32_t
adler32 (const uint8_t *p, size_t n)
{
  uint32_t a = 1, b = 0;
  for (size_t i = 0; i < n; i++)
    {
      a = (a + p[i]) % 65521;
      b = (b + a) % 65521;
    }
  return b << 16 | a;
}

uint32_t
crc32_bitwise (const uint8_t *p, size_t n)
{
  uint32_t c = ~0u;
  for (size_t i = 0; i < n; i++)
    {
      c ^= p[i];
      for (int k = 0; k < 8; k++)
	c = (c >> 1) ^ (0xedb88320 & -(c & 1));
    }
  return ~c;
}

uint32_t
crc32_table (const uint32_t *t, const uint8_t *p, size_t n)
{
  uint32_t c = ~0u;
  for (size_t i = 0; i < n; i++)
    c = t[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return ~c;
}

uint16_t
fletcher16 (const uint8_t *p, int n)
{
  uint16_t s1 = 0, s2 = 0;
  for (int i = 0; i < n; i++)
    {
      s1 = (s1 + p[i]) % 255;
      s2 = (s2 + s1) % 255;
    }
  return s2 << 8 | s1;
}

uint16_t
ip_checksum (const uint16_t *p, int n)
{
  uint32_t s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  while (s >> 16)
    s = (s & 0xffff) + (s >> 16);
  return ~s;
}

uint64_t
fnv1a64 (const uint8_t *p, size_t n)
{
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < n; i++)
    {
      h ^= p[i];
      h *= 0x100000001b3ull;
    }
  return h;
}

uint32_t
sdbm (const uint8_t *p, int n)
{
  uint32_t h = 0;
  for (int i = 0; i < n; i++)
    h = p[i] + (h << 6) + (h << 16) - h;
  return h;
}

uint8_t
xor_checksum (const uint8_t *p, int n)
{
  uint8_t x = 0;
  for (int i = 0; i < n; i++)
    x ^= p[i];
  return x;
}

uint32_t
jenkins_oaat (const uint8_t *p, size_t n)
{
  uint32_t h = 0;
  for (size_t i = 0; i < n; i++)
    {
      h += p[i];
      h += h << 10;
      h ^= h >> 6;
    }
  h += h << 3;
  h ^= h >> 11;
  h += h << 15;
  return h;
}

uint64_t
sum64_words (const uint64_t *p, int n)
{
  uint64_t s = 0, c = 0;
  for (int i = 0; i < n; i++)
    {
      s += p[i];
      c += s < p[i];
    }
  return s + c;
}

uint32_t
luhn_sum (const uint8_t *digits, int n)
{
  uint32_t s = 0;
  for (int i = 0; i < n; i++)
    {
      uint32_t d = digits[n - 1 - i];
      if (i & 1)
	{
	  d *= 2;
	  if (d > 9)
	    d -= 9;
	}
      s += d;
    }
  return s;
}

uint32_t
rolling_hash (const uint8_t *p, int n, int w)
{
  uint32_t h = 0, pw = 1, best = 0;
  for (int i = 0; i < w; i++)
    pw *= 257;
  for (int i = 0; i < n; i++)
    {
      h = h * 257 + p[i];
      if (i >= w)
	h -= pw * p[i - w];
      best ^= h;
    }
  return best;
}
