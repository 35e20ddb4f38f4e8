# CPU: znver4
# MEASURED: 2.26
# narrow-types.c:40's shape (1.30 there): a load, an indexed addq load-op, an indexed store, the index's addq and a cmpq of the index, not fused (no jump): 2.26; with the jne after it 1.30 (zen4-int-82); jne on the addq's flags alone 1.13 (zen4-int-83)
	movq (%rdx,%rax), %rcx
	addq (%rsi,%rax), %rcx
	movq %rcx, (%rdi,%rax)
	addq $8, %rax
	cmpq %rax, %r8
