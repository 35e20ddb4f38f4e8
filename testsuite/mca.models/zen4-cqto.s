# Zen 4: cqto reads %rax and writes only %rdx.  LLVM lists %rax among its
# defs; with that, the chain imulq -> cqto -> movq (eliminated) -> addq
# through %rax took 5 cycles an iteration.  Measured on a Zen 4 host with
# gcc-mca-measure: 4.00 (imulq 3, addq 1); models/gen/isa-fixes mends it.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.00
	imulq	%r8, %rax
	cqto
	movq	%rax, %rcx
	addq	%rcx, %rax
