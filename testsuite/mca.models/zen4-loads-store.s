# Zen 4: c[i] = a[i] * b[i] on doubles (saxpy.c:119 at -O2): a load, a
# load-op and a store from the vector side.  uops.info Zen 4 names no FP
# pipe for a load (VMOVSD (XMM, M64)) and the register form's alone for a
# load-op, FP45 only for the store; LLVM's model sends the loads through
# FP45 as well (1.5 cycles per iteration).  Measured on a Zen 4 host
# with gcc-mca-measure: 1.01-1.02.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.014
	movsd	(%rsi,%rax), %xmm0
	mulsd	(%rdx,%rax), %xmm0
	movsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rcx, %rax
	jne	.L1
