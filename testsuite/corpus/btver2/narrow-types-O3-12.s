	movq	-152(%r10), %rbx
	prefetcht0	(%r10)
	imulq	-152(%r9), %rbx
	prefetcht0	(%r9)
	addl	$8, %r11d
	prefetchw	(%rdx)
	addq	$64, %r10
	addq	$64, %r9
	addq	$64, %rdx
	movq	%rbx, -216(%rdx)
	movq	-208(%r10), %rbx
	imulq	-208(%r9), %rbx
	movq	%rbx, -208(%rdx)
	movq	-200(%r10), %rbx
	imulq	-200(%r9), %rbx
	movq	%rbx, -200(%rdx)
	movq	-192(%r10), %rbx
	imulq	-192(%r9), %rbx
	movq	%rbx, -192(%rdx)
	movq	-184(%r10), %rbx
	imulq	-184(%r9), %rbx
	movq	%rbx, -184(%rdx)
	movq	-176(%r10), %rbx
	imulq	-176(%r9), %rbx
	movq	%rbx, -176(%rdx)
	movq	-168(%r10), %rbx
	imulq	-168(%r9), %rbx
	movq	%rbx, -168(%rdx)
	movq	-160(%r10), %rbx
	imulq	-160(%r9), %rbx
	movq	%rbx, -160(%rdx)
	cmpl	%eax, %r11d
	jne	.L116
