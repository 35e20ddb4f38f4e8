/* Not a system header: an inline function whose instructions a loop in
   another file takes (system-headers.c).  */
static inline unsigned long
step (unsigned long x)
{
  return x * 2654435761u + 1;
}
