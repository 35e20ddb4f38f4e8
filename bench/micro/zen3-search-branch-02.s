# CPU: znver3
# MEASURED: 1.67
# -01 without its je (the model 1.26)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movslq	%esi, %rax
	movl	(%rdi,%rax,4), %eax
	movslq	%r8d, %rcx
	addl	(%rdi,%rcx,4), %eax
	cmpl	%edx, %eax
	jl	2f
2:
	incl	%r8d
	cmpl	%esi, %r8d
	jge	3f
3:
