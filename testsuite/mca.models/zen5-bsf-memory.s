# Zen 5: bsf and bsr from memory, three a cycle on the ALUs that shift,
# as their register forms.  Six independent bsfq from memory measure
# 2.00 cycles an iteration (bsrq 2.01); the model had 6.01 (LLVM's Zen 4
# class: seven micro-ops and a cycle of ALU1 each).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 9 runs, 2026-12-03
# CPU: znver5
# CYCLES: 2.00
	bsfq	(%rdi), %rax
	bsfq	8(%rdi), %rbx
	bsfq	16(%rdi), %rcx
	bsrq	24(%rdi), %rdx
	bsrq	32(%rdi), %rsi
	bsrq	40(%rdi), %r8
