# CPU: znver3
# MEASURED: 2.03
# search.c:135 [O2-skx] of the tuning sample: two indexed loads (sign-extended indices), a compare with two branches, the index stepped by incl and compared (the model 1.51; its three branches on two branch units 1.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movslq	%esi, %rax
	movl	(%rdi,%rax,4), %eax
	movslq	%r8d, %rcx
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
