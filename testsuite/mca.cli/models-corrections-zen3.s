# The znver3 model's corrections of LLVM 19 (models/gen/class-fixes),
# from uops.info's Zen 3 table: loads into vector registers (vmovups,
# the load of vaddps) take one of the two FPLoad units instead of LLVM's
# FP45 store pipes (uops.info: no FP pipe for the load, the register
# form's for the load-op; the store keeps FP45), a nop takes no ALU
# (reciprocal throughput 0.17: six a cycle), and vcomisd runs on FP2/FP3
# one cycle with the one-unit FPCompareFlags (1*FP23+1*FP45, reciprocal
# throughput 1.00; LLVM: FP0/FP1 two cycles).  With them, znver4's
# corrections measured on the Zen 4 core (fixes-from in core-params),
# which the Zen 3 host confirmed: a store takes one LSU slot and a
# vector store two cycles of Zn3Store, and the units GprToFp, X87Ext80,
# Divider and the second branch unit Zn3BRU0 are added; Zen 3's own
# measurements add the FP divider's two units (FPDivider).  Other forms
# keep LLVM's figures (addq, imulq).
# RUN: -mcpu=znver3 -instruction-tables
	vmovups	(%rsi), %xmm3
	vaddps	16(%rsi), %xmm3, %xmm4
	vmovups	%xmm4, (%rdi)
	nop
	addq	%rax, %rbx
	imulq	%rax, %rbx
	movq	%rax, (%rdi)
	vcomisd	%xmm0, %xmm1
