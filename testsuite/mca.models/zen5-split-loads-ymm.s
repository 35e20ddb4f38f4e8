# Zen 5: three 32-byte vector loads an iteration, each 48 bytes into its
# line, so across two: each takes the FP load path twice.  Measured
# 3.07 (a busier hour 3.31); at 0 bytes into their lines 1.58.  Before
# the splitload line: 1.51.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 3.07
	vmovupd	48(%rdi,%rax), %ymm0
	vmovupd	176(%rsi,%rax), %ymm1
	vmovupd	304(%r8,%rax), %ymm2
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	.L1
