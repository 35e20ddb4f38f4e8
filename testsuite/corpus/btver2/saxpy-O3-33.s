	vmovsd	-152(%r10), %xmm0
	prefetcht0	(%r10)
	prefetcht0	(%r9)
	addl	$8, %r11d
	addq	$64, %r10
	addq	$64, %r9
	prefetchw	(%r8)
	addq	$64, %r8
	vmulsd	-216(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -216(%r8)
	vmovsd	-208(%r10), %xmm0
	vmulsd	-208(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -208(%r8)
	vmovsd	-200(%r10), %xmm0
	vmulsd	-200(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -200(%r8)
	vmovsd	-192(%r10), %xmm0
	vmulsd	-192(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -192(%r8)
	vmovsd	-184(%r10), %xmm0
	vmulsd	-184(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -184(%r8)
	vmovsd	-176(%r10), %xmm0
	vmulsd	-176(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -176(%r8)
	vmovsd	-168(%r10), %xmm0
	vmulsd	-168(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -168(%r8)
	vmovsd	-160(%r10), %xmm0
	vmulsd	-160(%r9), %xmm0, %xmm0
	vmovsd	%xmm0, -160(%r8)
	cmpl	%eax, %r11d
	jne	.L246
