# A copy of pointers whose source pointer is rotated through a second
# register (GCC's software-pipelined form): %r8 is never a base itself,
# but moved into %rsi it is the address of the next load.  The harness
# gives %r8 an address as it gives the bases (with a small number the
# load read the first page, where nothing can be mapped).
.L1:
	movq	(%rsi), %rsi
	addq	$8, %rcx
	movq	%rsi, -8(%rcx)
	movq	%r8, %rsi
	cmpq	%rdx, %rcx
	addq	$8, %r8
	jne	.L1
