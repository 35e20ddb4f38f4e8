	fldt	-320(%rcx)
	prefetcht0	(%rcx)
	prefetcht0	64(%rcx)
	addq	$8, %r9
	subq	$-128, %rcx
	prefetchw	(%r8)
	addq	$64, %r8
	fstpl	-224(%r8)
	fldt	-432(%rcx)
	fstpl	-216(%r8)
	fldt	-416(%rcx)
	fstpl	-208(%r8)
	fldt	-400(%rcx)
	fstpl	-200(%r8)
	fldt	-384(%rcx)
	fstpl	-192(%r8)
	fldt	-368(%rcx)
	fstpl	-184(%r8)
	fldt	-352(%rcx)
	fstpl	-176(%r8)
	fldt	-336(%rcx)
	fstpl	-168(%r8)
	cmpq	%rax, %r9
	jne	.L109
