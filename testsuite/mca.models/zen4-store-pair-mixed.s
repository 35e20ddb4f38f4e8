# Zen 4: a store of a general register and a store of an xmm register,
# next to each other in one aligned 32-byte block, commit together as two
# stores of general registers do (storepair).  The model paired only
# stores of general registers (2.00).
# SOURCE: gcc-mca-measure on the Zen 4 host: 1.02 cycles per iteration
# (vmovsd first and movq second 1.02; vmovups xmm at 0 and movq at 16
# 1.02; the two stores 32 bytes apart 2.00)
# CPU: znver4
# CYCLES: 1.00
.L48:
	movq	%r9, (%rdi,%rax)
	vmovsd	%xmm3, 8(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
