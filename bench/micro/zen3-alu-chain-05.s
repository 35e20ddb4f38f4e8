# CPU: znver3
# MEASURED: 1.01
# the load and the four-operation chain of -04 alone, the load from a fixed address (the model 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	addl	%edx, %eax
	andl	%r8d, %eax
	cmpl	%r9d, %eax
	orl	%r9d, %eax
1:
