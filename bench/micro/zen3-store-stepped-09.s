# CPU: znver3
# MEASURED: 1.35
# zen3-store-stepped-01 with the loop's count in its own register (addq  and a fused compare of it)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	addq	$1, %rbx
	cmpq	%rbx, %rdi
	jne	1f
1:
