/* A loop no -march= vectorizes: a multiply-add chain of the hash.  */
unsigned long
hash (const unsigned char *s, int n)
{
  unsigned long h = 5381;
  for (int i = 0; i < n; i++)
    h = h * 33 + s[i];
  return h;
}
