# masked-store-clear.s in Intel syntax, as GCC writes it (-masm=intel:
# YMMWORD PTR): the touch run's or names a byte of the operand's
# address, without its size or mask.
	.intel_syntax noprefix
.L1:
	kxorw	k1, k1, k1
	vmovdqu32	YMMWORD PTR [rdi+rax]{k1}, ymm1
	add	rax, 64
	cmp	rcx, rax
	jne	.L1
