# The znver3 model's corrections of LLVM 19 (models/gen/class-fixes),
# from uops.info's Zen 3 table: loads into vector registers (vmovups,
# the load of vaddps) take one of the two FPLoad units instead of LLVM's
# FP45 store pipes (uops.info: no FP pipe for the load, the register
# form's for the load-op; the store keeps FP45), a nop takes no ALU
# (reciprocal throughput 0.17: six a cycle), and vcomisd runs on FP2/FP3
# one cycle with the one-unit FPCompareFlags (1*FP23+1*FP45, reciprocal
# throughput 1.00; LLVM: FP0/FP1 two cycles).  Other forms keep LLVM's
# figures (addq, imulq, a store of a general register).
# RUN: -mcpu=znver3 -instruction-tables
	vmovups	(%rsi), %xmm3
	vaddps	16(%rsi), %xmm3, %xmm4
	vmovups	%xmm4, (%rdi)
	nop
	addq	%rax, %rbx
	imulq	%rax, %rbx
	movq	%rax, (%rdi)
	vcomisd	%xmm0, %xmm1
