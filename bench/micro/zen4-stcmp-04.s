# As zen4-stcmp-01: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.01
	movl	$0, 4(%rdi,%rax,8)
	movl	%ecx, (%rdi,%rax,8)
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	.L1
