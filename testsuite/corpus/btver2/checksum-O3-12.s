	xorl	%r10d, %r10d
	addq	-184(%r8), %rdx
	prefetcht0	(%r8)
	setc	%r10b
	addq	-176(%r8), %rdx
	adcq	$0, %r10
	addq	-168(%r8), %rdx
	adcq	$0, %r10
	addq	-160(%r8), %rdx
	adcq	$0, %r10
	addq	-152(%r8), %rdx
	adcq	$0, %r10
	addq	-144(%r8), %rdx
	adcq	$0, %r10
	addq	-136(%r8), %rdx
	adcq	$0, %r10
	addq	-128(%r8), %rdx
	adcq	%r10, %rax
	addl	$8, %r9d
	addq	$64, %r8
	cmpl	%ecx, %r9d
	jne	.L96
