# Zen 5: the operation of an integer load-op form takes any of the six
# ALUs, as its register form, so four loads a cycle bind six of them.
# Six independent addq from memory measure 1.52 cycles an iteration
# (cmpq, andq, orq 1.52, xorl 1.47, testq and cmpq of a register with
# memory 1.52, popcntq and lzcntq 1.50, cmovneq 1.50); the model had
# 2.00 (LLVM's Zen 4 class names three ALUs).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 9 runs, 2026-12-03
# CPU: znver5
# CYCLES: 1.50
	addq	(%rdi), %rax
	cmpq	8(%rdi), %rbx
	xorl	16(%rdi), %ecx
	testq	%rdx, 24(%rdi)
	popcntq	32(%rdi), %rsi
	cmovneq	40(%rdi), %r8
