# A scatter through an index array (memops.c's a[idx[i]] = b[i] at
# -O2): the store's address comes from a loaded index, so where it
# writes is the harness's data, not the program's.
	movslq	(%rdx,%rax,4), %r8
	movsd	(%rsi,%rax,8), %xmm0
	addq	$1, %rax
	movsd	%xmm0, (%rdi,%r8,8)
	cmpq	%rcx, %rax
	jne	.L1
.L1:
