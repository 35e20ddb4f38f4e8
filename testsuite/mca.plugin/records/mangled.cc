// records.exp: a loop in a C++ function: the record's symbol is the
// mangled name.

namespace records
{
  template <class T>
  T
  total (const T *a, int n)
  {
    T s = 0;
    for (int i = 0; i < n; i++)
      s += a[i];
    return s;
  }

  template long total<long> (const long *, int);
}
