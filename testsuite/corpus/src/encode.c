/* encode.c - encoders and decoders.  */
#include <stddef.h>
#include <stdint.h>

int
rle_encode (uint8_t *restrict out, const uint8_t *restrict in, int n)
{
  int k = 0;
  for (int i = 0; i < n;)
    {
      int j = i;
      while (j < n && j - i < 255 && in[j] == in[i])
	j++;
      out[k++] = j - i;
      out[k++] = in[i];
      i = j;
    }
  return k;
}

void
hex_encode (char *restrict out, const uint8_t *restrict in, int n)
{
  static const char digits[] = "0123456789abcdef";
  for (int i = 0; i < n; i++)
    {
      out[2 * i] = digits[in[i] >> 4];
      out[2 * i + 1] = digits[in[i] & 15];
    }
}

void
base64_block (char *restrict out, const uint8_t *restrict in, int nblocks,
	      const char *restrict alphabet)
{
  for (int i = 0; i < nblocks; i++)
    {
      uint32_t v = in[3 * i] << 16 | in[3 * i + 1] << 8 | in[3 * i + 2];
      out[4 * i] = alphabet[v >> 18];
      out[4 * i + 1] = alphabet[(v >> 12) & 63];
      out[4 * i + 2] = alphabet[(v >> 6) & 63];
      out[4 * i + 3] = alphabet[v & 63];
    }
}

int
utf8_count (const uint8_t *s, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += (s[i] & 0xc0) != 0x80;
  return c;
}

int
varint_encode (uint8_t *out, uint64_t v)
{
  int k = 0;
  while (v >= 0x80)
    {
      out[k++] = (uint8_t) (v | 0x80);
      v >>= 7;
    }
  out[k++] = (uint8_t) v;
  return k;
}

uint64_t
varint_decode (const uint8_t *p, int *len)
{
  uint64_t v = 0;
  int shift = 0, k = 0;
  uint8_t b;
  do
    {
      b = p[k++];
      v |= (uint64_t) (b & 0x7f) << shift;
      shift += 7;
    }
  while (b & 0x80);
  *len = k;
  return v;
}

void
zigzag_encode (uint32_t *restrict out, const int32_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (uint32_t) (in[i] << 1) ^ (uint32_t) (in[i] >> 31);
}

void
bitpack4 (uint8_t *restrict out, const uint8_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (in[2 * i] & 15) | (in[2 * i + 1] << 4);
}

void
bitunpack4 (uint8_t *restrict out, const uint8_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      out[2 * i] = in[i] & 15;
      out[2 * i + 1] = in[i] >> 4;
    }
}

void
caesar (char *s, int n, int k)
{
  for (int i = 0; i < n; i++)
    if (s[i] >= 'a' && s[i] <= 'z')
      s[i] = 'a' + (s[i] - 'a' + k) % 26;
}

void
xor_cipher (uint8_t *restrict out, const uint8_t *restrict in,
	    const uint8_t *restrict key, int n, int klen)
{
  for (int i = 0, j = 0; i < n; i++)
    {
      out[i] = in[i] ^ key[j];
      if (++j == klen)
	j = 0;
    }
}

void
delta_encode_u32 (uint32_t *restrict out, const uint32_t *restrict in, int n)
{
  uint32_t prev = 0;
  for (int i = 0; i < n; i++)
    {
      out[i] = in[i] - prev;
      prev = in[i];
    }
}

int
mtf_encode (uint8_t *restrict out, const uint8_t *restrict in, int n,
	    uint8_t *restrict table)
{
  for (int i = 0; i < n; i++)
    {
      uint8_t c = in[i];
      int j = 0;
      while (table[j] != c)
	j++;
      out[i] = j;
      for (; j > 0; j--)
	table[j] = table[j - 1];
      table[0] = c;
    }
  return n;
}
