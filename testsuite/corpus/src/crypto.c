/* crypto.c - rounds of simple ciphers and generators.  */
#include <stddef.h>
#include <stdint.h>

#define ROTL32(x, r) (((x) << (r)) | ((x) >> (32 - (r))))

void
xtea_encrypt (uint32_t v[2], const uint32_t key[4], int rounds)
{
  uint32_t v0 = v[0], v1 = v[1], sum = 0, delta = 0x9e3779b9;
  for (int i = 0; i < rounds; i++)
    {
      v0 += (((v1 << 4) ^ (v1 >> 5)) + v1) ^ (sum + key[sum & 3]);
      sum += delta;
      v1 += (((v0 << 4) ^ (v0 >> 5)) + v0) ^ (sum + key[(sum >> 11) & 3]);
    }
  v[0] = v0;
  v[1] = v1;
}

void
chacha_quarter_rounds (uint32_t x[16], int rounds)
{
  for (int i = 0; i < rounds; i++)
    {
      x[0] += x[4];
      x[12] = ROTL32 (x[12] ^ x[0], 16);
      x[8] += x[12];
      x[4] = ROTL32 (x[4] ^ x[8], 12);
      x[0] += x[4];
      x[12] = ROTL32 (x[12] ^ x[0], 8);
      x[8] += x[12];
      x[4] = ROTL32 (x[4] ^ x[8], 7);
    }
}

uint64_t
splitmix_fill (uint64_t *out, int n, uint64_t s)
{
  for (int i = 0; i < n; i++)
    {
      uint64_t z = (s += 0x9e3779b97f4a7c15ull);
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
      out[i] = z ^ (z >> 31);
    }
  return s;
}

void
rc4_prga (uint8_t *restrict out, uint8_t *restrict s, int n)
{
  uint8_t i = 0, j = 0;
  for (int k = 0; k < n; k++)
    {
      i++;
      j += s[i];
      uint8_t t = s[i];
      s[i] = s[j];
      s[j] = t;
      out[k] = s[(uint8_t) (s[i] + s[j])];
    }
}

uint32_t
pcg32_fill (uint32_t *out, int n, uint64_t state)
{
  for (int i = 0; i < n; i++)
    {
      uint64_t old = state;
      state = old * 6364136223846793005ull + 1442695040888963407ull;
      uint32_t xs = (uint32_t) (((old >> 18) ^ old) >> 27);
      uint32_t rot = (uint32_t) (old >> 59);
      out[i] = (xs >> rot) | (xs << ((-rot) & 31));
    }
  return (uint32_t) state;
}

void
sbox_apply (uint8_t *p, const uint8_t *sbox, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = sbox[p[i]];
}

uint32_t
siphash_like (const uint64_t *m, int n)
{
  uint64_t v0 = 0x736f6d6570736575ull, v1 = 0x646f72616e646f6dull;
  for (int i = 0; i < n; i++)
    {
      v1 ^= m[i];
      v0 += v1;
      v1 = (v1 << 13) | (v1 >> 51);
      v1 ^= v0;
      v0 = (v0 << 32) | (v0 >> 32);
    }
  return (uint32_t) (v0 ^ v1);
}

void
gf256_mul_row (uint8_t *restrict out, const uint8_t *restrict in,
	       uint8_t c, int n)
{
  for (int i = 0; i < n; i++)
    {
      uint8_t a = in[i], b = c, p = 0;
      for (int k = 0; k < 8; k++)
	{
	  if (b & 1)
	    p ^= a;
	  uint8_t hi = a & 0x80;
	  a <<= 1;
	  if (hi)
	    a ^= 0x1b;
	  b >>= 1;
	}
      out[i] = p;
    }
}
