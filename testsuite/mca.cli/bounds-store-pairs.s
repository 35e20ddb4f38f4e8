# Zen 4 commits two stores next to each other in one aligned 32-byte
# block together (the model's storepair line): four 8-byte stores into
# one block take the store unit two cycles an iteration, as the
# simulation has it (2.00 cycles per iteration, measured 2.00 on a Zen 4
# host; zen4-store-pairs.s), not four.
# RUN: -mcpu=znver4 -bounds -summary-view=false -instruction-info=false -resource-pressure=false
	movq	%rax, (%rdi)
	movq	%rdx, 8(%rdi)
	movq	%rcx, 16(%rdi)
	movq	%r8, 24(%rdi)
	addq	$32, %rdi
	cmpq	%rsi, %rdi
	jne	.L1
