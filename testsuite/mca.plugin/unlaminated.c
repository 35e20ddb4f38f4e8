/* A loop whose indexed load-ops are each split in two at rename, which
   takes them only among a cycle's first three instructions, two a
   cycle, on Sapphire Rapids: the bottleneck named.  Written with
   pointers stepped through the loop, GCC gives it an index register all
   the same, so no advice names them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=sapphirerapids -fno-tree-vectorize -fplugin-arg-mca-cpu=sapphirerapids" } */

void
scale3 (float *restrict y, const float *a, const float *b, const float *c,
	float s, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "loop: 2.00 cycles/iter\[^\n\]*bottleneck: front end \\(rename of instructions split by an index register: only among a cycle's first 3, at most 2 a cycle\\), 2.00 cycles/iter" } */
    y[i] = a[i] * s + b[i] * s + c[i] * s;
}

void
scale3p (float *restrict y, const float *a, const float *b, const float *c,
	 float s, int n)
{
  for (const float *end = a + n; a < end; a++, b++, c++, y++)	/* { dg-message "loop: 2.00 cycles/iter\[^\n\]*bottleneck: front end \\(rename of instructions split by an index register" } */
    *y = *a * s + *b * s + *c * s;
}
