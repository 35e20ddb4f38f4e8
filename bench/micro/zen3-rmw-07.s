# CPU: znver3
# MEASURED: 1.25
# -04 with a fused compare and branch on registers the loop leaves alone
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rsi), %ecx
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%r9, %rdx
	jne	1f
1:
