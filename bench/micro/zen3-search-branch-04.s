# CPU: znver3
# MEASURED: 1.51
# -01 without its first load and its sign extension: the branches' 1.50 (the model 1.51)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movslq	%r8d, %rcx
	movl	(%rdi,%rcx,4), %eax
	cmpl	%edx, %eax
	je	1f
1:
	jl	2f
2:
	incl	%r8d
	cmpl	%esi, %r8d
	jge	3f
3:
