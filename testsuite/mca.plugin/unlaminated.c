/* A loop whose indexed load-ops are each split in two at rename, which
   takes them only among a cycle's first three instructions, two a
   cycle, on Sapphire Rapids: the bottleneck named, and pointers stepped
   through the loop as what to try.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=sapphirerapids -fno-tree-vectorize -fplugin-arg-mca-cpu=sapphirerapids" } */

void
scale3 (float *restrict y, const float *a, const float *b, const float *c,
	float s, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "2.00 cycles/iter.*bottleneck: front end \\(rename of instructions split by an index register: only among a cycle's first 3, at most 2 a cycle\\).*; to try: pointers stepped through the loop .*instead of indexed accesses .*so that each memory operand stays fused with its operation \\(without the index registers: 1.50 cycles/iter\\)" } */
    y[i] = a[i] * s + b[i] * s + c[i] * s;
}
