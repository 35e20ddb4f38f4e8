# Zen 5: two 16-byte vector loads an iteration, each 56 bytes into its
# line, so across two: a load into a vector register that crosses a
# 64-byte line takes the FP load path twice (two a cycle).  Measured 2.15
# and 2.03; at 0 bytes into their lines 1.04.  Before the splitload
# line: 1.01.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.03
	vmovupd	56(%rdi,%rax), %xmm0
	vmovupd	184(%rsi,%rax), %xmm1
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	.L1
