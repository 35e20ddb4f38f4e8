# Zen 4: the maximum of long doubles (gcc -O2, m = a[i] > m ? a[i] : m):
# fucomi sets EFLAGS from st(0) and st(1), fcmovbe reads them and moves
# st(1) into st(0), fstp %st(1) keeps the result and pops.  The chain
# runs from st(0) through EFLAGS back to st(0): fucomi 12 cycles and
# fcmovbe 3 as measured on the host (class-fixes; LLVM: 3 and 7, and
# no EFLAGS read for fcmov, models/gen/isa-fixes), 1 for fstp.
# Measured on a Zen 4 host with gcc-mca-measure: 15.00 (llvm-mca-19:
# 8.51).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 16.00
.L30:
	fldt	(%rax)
	fucomi	%st(1), %st
	fcmovbe	%st(1), %st
	fstp	%st(1)
	addq	$16, %rax
	cmpq	%rdx, %rax
	jne	.L30
