# An AVX-512 store under a clear mask (the mask written on the memory
# operand): 50 cycles an iteration with its page unmapped on the
# Emerald Rapids host, 1.01 once the touch run's orb $0 (the mask left
# out) maps it.
.L1:
	kxorw	%k1, %k1, %k1
	vmovdqu32	%zmm1, (%rdi,%rax){%k1}
	addq	$64, %rax
	cmpq	%rax, %rcx
	jne	.L1
