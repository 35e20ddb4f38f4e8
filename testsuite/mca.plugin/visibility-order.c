/* The plugin prints a loop's insns before final prints their function.
   GCC records each external symbol in a list the first time an insn
   naming it is printed, and writes the list's visibility directives
   (.hidden, .internal) at the end of the .s file in that order.  If
   printing the loop recorded `step' before final recorded `first', the
   directives would come out in another order: the .s file must be the
   same as without the plugin.  (Found by bench/plugin-sweep.py on Lua
   5.4, whose internal functions are declared with
   visibility("internal").)  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4" } */

extern int first (int) __attribute__ ((visibility ("internal")));
extern int step (int) __attribute__ ((visibility ("hidden")));

int
lookup (const unsigned char *key, long n)
{
  int s = first ((int) n);
  for (long i = 0; i < n; i++)	/* { dg-message "mca: loop: " } */
    s += step (key[i]);
  return s;
}
/* { dg-final { mca-scan-file plugin-tests/visibility-order.s "\\.internal\tfirst" } } */
/* { dg-final { mca-scan-file plugin-tests/visibility-order.s "\\.hidden\tstep" } } */
/* { dg-final { mca-same-code visibility-order "-O2" } } */
