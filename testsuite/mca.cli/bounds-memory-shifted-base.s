# An index shifted into a register of its own and written as the base:
# (%r8,%rdi) with %r8 = %rcx * 8 is (%rdi,%rcx,8), the element the store
# wrote the iteration before.  The chain through memory binds.
# RUN: -mcpu=znver5 -bounds -instruction-info=false -resource-pressure=false
	leaq	0(,%rcx,8), %r8
	movsd	(%r8,%rdi), %xmm1
	mulsd	%xmm2, %xmm1
	addsd	%xmm3, %xmm1
	movsd	%xmm1, 8(%rdi,%rcx,8)
	addq	$1, %rcx
