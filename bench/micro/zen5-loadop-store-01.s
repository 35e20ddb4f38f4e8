# CPU: znver5
# MEASURED: 1.08
# prefix.c:8: a load-op into a one-cycle chain, the pointer step, a store of the sum, a fused compare and branch: 1.08 (gcc-mca-measure on the Zen 5 host, 2026-12-06, three runs)
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	cmpq	%rcx, %rax
	jne	.L3
