# Zen 5: the result of an FP add from memory feeds the next iteration's
# address (vmovd to %eax, andl $0, addq to %rdi).  The load form's
# register chain takes 2 cycles as the register form, but from the load
# to the result it keeps Zen 4's 10 cycles: 14 cycles per iteration, the
# same as a vmovups load and a register vaddps (13.99).  Measured: 14.01
# (vaddps ymm from memory 13.95).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 14.01
	vaddsd	(%rdi), %xmm1, %xmm0
	vmovd	%xmm0, %eax
	andl	$0, %eax
	addq	%rax, %rdi
