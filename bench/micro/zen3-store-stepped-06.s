# CPU: znver3
# MEASURED: 1.44
# zen3-store-stepped-01 with the load apart from the add (the model 1.35)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movl	(%rax), %edi
	addl	%edi, %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	cmpq	%rcx, %rax
	jne	1f
1:
