# As zen4-imulmem-01: imulq from memory into a register copied in, its
# product stored, an induction addq and a cmpq/je: 1.60 (narrow-
# types.c:47 without its first load; with it 1.44-1.56).
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-27
# CPU: znver4
# MEASURED: 1.60
	movq %r10, %rcx
	imulq	(%rdx,%rax), %rcx
	movq	%rcx, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%r8, %rax
	je	1f
1:
