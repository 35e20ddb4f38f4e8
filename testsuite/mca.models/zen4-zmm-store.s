# Zen 4: a zmm store sends its data in two halves and commits two
# 32-byte blocks (form-fixes; LLVM gives it the ymm store's class: 1.00
# alone, 1.50 beside a movq store).
# SOURCE: gcc-mca-measure on the Zen 4 host: 3.00 cycles per iteration
# (the zmm store alone 2.00)
# CPU: znver4
# CYCLES: 3.00
.L48:
	vmovups	%zmm3, (%rdi,%rax)
	movq	%r9, 64(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
