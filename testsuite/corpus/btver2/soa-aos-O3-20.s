	vmovupd	-272(%rax), %xmm1
	prefetcht0	(%rax)
	vmovupd	-256(%rax), %xmm0
	prefetcht0	(%r9)
	vmovupd	-272(%r9), %xmm3
	addq	$48, %rax
	vmovupd	-256(%r9), %xmm5
	prefetchw	(%rdx)
	vmovupd	-240(%r9), %xmm2
	addq	$48, %rdx
	vmovupd	-288(%rax), %xmm6
	addq	$48, %r9
	vshufpd	$1, %xmm0, %xmm1, %xmm4
	vunpcklpd	%xmm3, %xmm5, %xmm7
	vshufpd	$1, %xmm5, %xmm3, %xmm8
	vmulpd	%xmm7, %xmm4, %xmm4
	vunpcklpd	%xmm1, %xmm0, %xmm7
	vmulpd	%xmm8, %xmm7, %xmm7
	vsubpd	%xmm7, %xmm4, %xmm4
	vunpckhpd	%xmm2, %xmm3, %xmm7
	vunpcklpd	%xmm2, %xmm3, %xmm3
	vmovupd	%xmm4, -320(%rdx)
	vunpcklpd	%xmm6, %xmm1, %xmm4
	vunpckhpd	%xmm6, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm4, %xmm4
	vmulpd	%xmm3, %xmm1, %xmm1
	vshufpd	$1, %xmm2, %xmm5, %xmm3
	vunpckhpd	%xmm5, %xmm2, %xmm2
	vsubpd	%xmm1, %xmm4, %xmm1
	vmovupd	%xmm1, -304(%rdx)
	vunpckhpd	%xmm0, %xmm6, %xmm1
	vshufpd	$1, %xmm6, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm1, %xmm0
	vmovupd	%xmm0, -288(%rdx)
	cmpq	%r10, %rax
	jne	.L155
