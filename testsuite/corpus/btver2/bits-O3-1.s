	popcntq	-200(%r8), %r9
	addl	$8, %eax
	prefetcht0	(%r8)
	addq	$64, %r8
	addl	%r9d, %ecx
	popcntq	-256(%r8), %r9
	addl	%r9d, %ecx
	popcntq	-248(%r8), %r9
	addl	%r9d, %ecx
	popcntq	-240(%r8), %r9
	addl	%r9d, %ecx
	popcntq	-232(%r8), %r9
	addl	%r9d, %ecx
	popcntq	-224(%r8), %r9
	addl	%r9d, %ecx
	popcntq	-216(%r8), %r9
	addl	%r9d, %ecx
	popcntq	-208(%r8), %r9
	addl	%r9d, %ecx
	cmpl	%edx, %eax
	jne	.L6
