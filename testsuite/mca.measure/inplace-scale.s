# An in-place scale of double-precision words (saxpy.c's a[i] *= c at
# -O3 -march=x86-64-v3).  The harness passes over the same data again
# and again: with the fill's doubles (2^-7) the products turn subnormal
# after some 145 passes, and each operation on a subnormal number takes
# a microcode assist (6.25 cycles per iteration measured on this
# project's Intel machine, 0.90 over normal data), so the harness runs
# vector bodies with subnormal numbers flushed to zero (MXCSR's FTZ and
# DAZ) and gives the caller's MXCSR back after the timed loop.
	vmulpd	(%rax), %ymm2, %ymm1
	addq	$32, %rax
	vmovupd	%ymm1, -32(%rax)
	cmpq	%rdx, %rax
	jne	.L1
.L1:
