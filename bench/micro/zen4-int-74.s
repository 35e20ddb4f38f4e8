# CPU: znver4
# MEASURED: 2.10
# the loop of bignum.c:113 at -O2 (a load, mulq from memory, the high half summed): 2.10 measured in the corpus too
	movq (%rdi,%rcx), %rax
	mulq (%rsi,%rcx)
	addq $8, %rcx
	addq %rdx, %r8
	cmpq %rcx, %r9
	jne 1f
1:
