	vmovsd	-120(%rcx), %xmm1
	prefetcht0	(%r14)
	movl	%eax, %r15d
	addq	$64, %r14
	addl	$8, %eax
	addl	$9, %r15d
	vmulsd	-184(%r14), %xmm0, %xmm2
	prefetcht0	(%rcx)
	addq	$64, %rcx
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -184(%rcx)
	vmovsd	-176(%rcx), %xmm1
	vmulsd	-176(%r14), %xmm0, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -176(%rcx)
	vmovsd	-168(%rcx), %xmm1
	vmulsd	-168(%r14), %xmm0, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -168(%rcx)
	vmovsd	-160(%rcx), %xmm1
	vmulsd	-160(%r14), %xmm0, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -160(%rcx)
	vmovsd	-152(%rcx), %xmm1
	vmulsd	-152(%r14), %xmm0, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -152(%rcx)
	vmovsd	-144(%rcx), %xmm1
	vmulsd	-144(%r14), %xmm0, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -144(%rcx)
	vmovsd	-136(%rcx), %xmm1
	vmulsd	-136(%r14), %xmm0, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -136(%rcx)
	vmovsd	-128(%rcx), %xmm1
	vmulsd	-128(%r14), %xmm0, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	%xmm1, -128(%rcx)
	cmpl	%r15d, -32(%rsp)
	jg	.L264
