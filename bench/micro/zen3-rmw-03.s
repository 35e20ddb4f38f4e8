# CPU: znver3
# MEASURED: 1.24
# as -02 with the compare reading the stepped register (the fused-branch family of bench/README)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	1f
1:
