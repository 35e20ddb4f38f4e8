# CPU: znver3
# MEASURED: 2.00
# -01 with movl in place of the second movslq (the model 1.51)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movslq	%esi, %rax
	movl	(%rdi,%rax,4), %eax
	movl	%r8d, %ecx
	addl	(%rdi,%rcx,4), %eax
	cmpl	%edx, %eax
	je	1f
1:
	jl	2f
2:
	incl	%r8d
	cmpl	%esi, %r8d
	jge	3f
3:
