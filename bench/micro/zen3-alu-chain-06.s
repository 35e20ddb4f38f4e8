# CPU: znver3
# MEASURED: 1.68
# -05 with the pointer stepped by addq (the model 2.02)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	addl	%edx, %eax
	andl	%r8d, %eax
	cmpl	%r9d, %eax
	orl	%r9d, %eax
	addq	$1, %rdi
1:
