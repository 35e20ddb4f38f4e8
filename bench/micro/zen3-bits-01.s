# CPU: znver3
# MEASURED: 1.54
# the loop of bits.c:128 at -O2 (two indexed loads, notq, andq, an indexed store, addq, fused cmpq/jne): 1.54; without the store 1.09-1.12, the store through a base alone 1.65, the loads through bases alone 1.26
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movq	(%rdx,%rax), %rcx
	notq	%rcx
	andq	(%rsi,%rax), %rcx
	movq	%rcx, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %r8
	jne	.L64
.L64:
