# CPU: znver3
# MEASURED: 1.02
# as -01, with a fused compare and branch on two registers the loop leaves alone
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%r9, %rdx
	jne	1f
1:
